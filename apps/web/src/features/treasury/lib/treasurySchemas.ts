/**
 * The domain's zod schemas /treasury checks with: the issuer-code form and a refused bank file's
 * unpayable loans. Loaded on first use (a submit, a refusal), so the route's first load carries
 * no zod (decision 066, addendum "what / loads").
 */
export { issuerCodeSchema, unpayableLoanSchema } from '@abono/domain';
