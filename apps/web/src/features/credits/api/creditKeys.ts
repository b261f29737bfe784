/** Query keys of the credits screen, under the shell's ['loans'] prefix (loan actions refresh them all). */
export const creditKeys = {
  all: ['loans'] as const,
  list: (query: Record<string, string | number>, page: number, pageSize: number) => ['loans', 'credits', 'list', query, page, pageSize] as const,
  insurance: (query: Record<string, string | number>) => ['loans', 'credits', 'insurance', query] as const,
};

/** The loan detail's key: the same entry the loan detail screen reads, so both stay in step. */
export const loanDetailKey = (id: number | null) => ['loans', 'detail', id] as const;
