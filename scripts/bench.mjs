// `npm run bench`: install what is missing, then the bench workspace (which builds the web app
// and the API it measures, bench/lib/server.ts) and its exit code.
import { ensureDependencies, run } from './lib/run.mjs';

await ensureDependencies();
process.exit(await run('npm', ['run', 'bench', '-w', '@abono/bench']));
