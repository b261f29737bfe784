/**
 * The domain's issuer-code schema, loaded on the form's first submit so the routes that show the
 * form (/treasury, /settings) carry no zod on their first load (decision 066, addendum "what / loads").
 */
export { issuerCodeSchema } from '@abono/domain';
