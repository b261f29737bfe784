/**
 * Who may read a spreadsheet now (decision 050): MAX_SHEET_WORKERS reads at once in this
 * process, at most ONE running and ONE waiting read per company, and at most
 * MAX_WAITING_READS waiting in all. A read beyond that is refused at once with 429
 * `spreadsheet_busy` and Retry-After instead of queueing: six large uploads of one company made
 * another company's 6 KB upload wait 179 s behind a plain FIFO. With the
 * per-company bound a company's backlog is one read, so another company waits at most one read
 * per busy company, and a waiting upload's bytes (≤ 10 MB) are bounded too.
 * The state is this process's: the bound protects this process's cores and worker heaps.
 */
import { AppError } from '../../lib/appError';

export const MAX_SHEET_WORKERS = 2;
/** Reads waiting for a worker, across companies (each holds its upload's bytes meanwhile). */
export const MAX_WAITING_READS = 8;
/** What a refused upload is told to wait: a 50,000-row file reads in about 1–4 s. */
export const SHEET_BUSY_RETRY_AFTER_SECONDS = 5;

const runningByCompany = new Set<number>();
const waiting: { companyId: number; start: () => void }[] = [];

const busy = () =>
  new AppError('spreadsheet_busy', { headers: { 'retry-after': String(SHEET_BUSY_RETRY_AFTER_SECONDS) } });

function dispatch(): void {
  while (runningByCompany.size < MAX_SHEET_WORKERS) {
    // The oldest waiter whose company has no read running (one running read per company).
    const i = waiting.findIndex((w) => !runningByCompany.has(w.companyId));
    if (i < 0) return;
    const [next] = waiting.splice(i, 1);
    runningByCompany.add(next!.companyId);
    next!.start();
  }
}

/**
 * Resolves when this company's read may start, with the function that ends it (call it once,
 * in a finally); throws 429 spreadsheet_busy when the company already has a read running and
 * one waiting, or when too many reads wait.
 */
export async function takeReadSlot(companyId: number): Promise<() => void> {
  const release = () => {
    runningByCompany.delete(companyId);
    dispatch();
  };
  if (
    !runningByCompany.has(companyId) &&
    runningByCompany.size < MAX_SHEET_WORKERS &&
    !waiting.some((w) => w.companyId === companyId)
  ) {
    runningByCompany.add(companyId);
    return release;
  }
  if (waiting.some((w) => w.companyId === companyId) || waiting.length >= MAX_WAITING_READS) throw busy();
  await new Promise<void>((start) => waiting.push({ companyId, start }));
  return release;
}

/** How many reads run now (tests check the bounds). */
export function runningSheetReads(): number {
  return runningByCompany.size;
}

/** How many reads wait now. */
export function waitingSheetReads(): number {
  return waiting.length;
}
