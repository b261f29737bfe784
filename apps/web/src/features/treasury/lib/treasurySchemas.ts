/**
 * The domain's zod schema /treasury checks a refused bank file's unpayable loans with. Loaded on
 * first use (a refusal), so the route's first load carries no zod (decision 066, addendum "what / loads").
 */
export { unpayableLoanSchema } from '@abono/domain';
