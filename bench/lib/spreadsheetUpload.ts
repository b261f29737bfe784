/**
 * A spreadsheet upload as HR's dialogs send it (multipart `company_id` and `file`), measured end
 * to end with the server's memory: VmRSS of its process, read from /proc every 50 ms.
 */
import { readFileSync } from 'node:fs';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export interface MeasuredUpload<T> {
  status: number;
  /** The answer, as `read` took it. */
  body: T;
  /** From sending to the whole answer read, in ms. */
  ms: number;
  rssBeforeMb: number;
  /** The highest RSS seen while the upload ran (and once more at its end). */
  rssPeakMb: number;
}

export async function measureSpreadsheetUpload<T>(
  url: string,
  headers: Record<string, string>,
  upload: { companyId: number; file: Buffer; fileName: string; serverPid: number },
  read: (res: Response) => Promise<T>,
): Promise<MeasuredUpload<T>> {
  const form = new FormData();
  form.append('company_id', String(upload.companyId));
  form.append('file', new Blob([upload.file]), upload.fileName);
  const rssBeforeMb = rssMb(upload.serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(upload.serverPid))), 50);
  try {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers, body: form });
    const body = await read(res);
    const ms = performance.now() - started;
    return { status: res.status, body, ms, rssBeforeMb, rssPeakMb: Math.max(rssPeakMb, rssMb(upload.serverPid)) };
  } finally {
    clearInterval(sampler);
  }
}
