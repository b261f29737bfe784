// The spreadsheet worker's task as `npm run dev` (tsx) and vitest run the API: Node 20 workers
// ignore `--import tsx` in execArgv, so the worker registers tsx itself before it imports the
// TypeScript task. The compiled server's pool loads dist/sheetWorker.js instead.
import { register } from 'tsx/esm/api';

register();
const { default: readSheetTask } = await import('./sheetWorker.ts');
export default readSheetTask;
