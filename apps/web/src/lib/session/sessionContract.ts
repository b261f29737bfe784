/**
 * The declarations of the routes the app's entry and /login call (the session, the companies
 * list) with the typed client that calls them: a chunk of their own, loaded on first use
 * through loadSessionContract, because their zod schemas (and the client's download and form
 * helpers) must stay out of /login's first load (scripts/bundleReport.mjs budgets it).
 */
export { authApi, companiesApi } from '@abono/domain';
export { call, requestOf } from '../http/call';
