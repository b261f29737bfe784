/** The sorted column (a TanStack column id, which the parent maps to the API's `sort`) and its order. */
export interface TableSort {
  id: string;
  desc: boolean;
}
