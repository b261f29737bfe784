import { setupServer } from 'msw/node';

/** MSW server for the isolated component tests; each test adds its handlers. */
export const server = setupServer();
