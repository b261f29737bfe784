/**
 * A spreadsheet upload as HR's dialogs send it (multipart `company_id` and `file`), measured end
 * to end with the server's memory (serverMemory.ts).
 */
import { withRssPeak } from './serverMemory';

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
  const { result, rssBeforeMb, rssPeakMb } = await withRssPeak(upload.serverPid, async () => {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers, body: form });
    const body = await read(res);
    return { status: res.status, body, ms: performance.now() - started };
  });
  return { ...result, rssBeforeMb, rssPeakMb };
}
