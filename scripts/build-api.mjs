// `npm run build -w @abono/api`: the API as one compiled ESM bundle in apps/api/dist (see lib/build.mjs),
// and beside it the OpenAPI document generated from the route declarations, checked by a real
// OpenAPI parser before it is written (decision 096). ABONO_API_OUT_DIR (a folder inside the
// repository) builds elsewhere: the test of this script does.
import path from 'node:path';
import { buildApi, API_DIST } from './lib/build.mjs';
import { ROOT, log, runOrExit } from './lib/run.mjs';

const outDir = process.env.ABONO_API_OUT_DIR ? path.resolve(process.env.ABONO_API_OUT_DIR) : API_DIST;
const openApiPath = path.join(outDir, 'openapi.json');

await buildApi({ outDir });
log(`API compilada en ${path.join(outDir, 'server.js')}`);
await runOrExit(process.execPath, ['--import', 'tsx', 'src/cli/write-openapi.ts', openApiPath], {
  cwd: path.join(ROOT, 'apps/api'),
});
log(`Documento OpenAPI en ${openApiPath}`);
