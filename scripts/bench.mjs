// `npm run bench` / `npm run bench:soak`: install what is missing, then the bench workspace's
// `bench` (or, given `soak`, its `bench:soak`; each builds the web app and the API it measures,
// bench/lib/server.ts) and its exit code.
import { ensureDependencies, run } from './lib/run.mjs';

const script = process.argv[2] === 'soak' ? 'bench:soak' : 'bench';
await ensureDependencies();
process.exit(await run('npm', ['run', script, '-w', '@abono/bench']));
