// `npm run build -w @abono/api`: the API as one compiled ESM bundle in apps/api/dist (see lib/build.mjs).
import { buildApi, API_ENTRY } from './lib/build.mjs';
import { log } from './lib/run.mjs';

await buildApi();
log(`API compilada en ${API_ENTRY}`);
