/**
 * The declarations of the routes the app's entry calls (the session, the companies list): a
 * chunk of their own, loaded on first use through loadSessionContract, because their zod
 * schemas must stay out of /login's first load (scripts/bundleReport.mjs budgets it).
 */
export { authApi, companiesApi } from '@abono/domain';
