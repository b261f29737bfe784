/**
 * Every file the web saves (contract PDFs, activation letter, termination document, payslip,
 * employee template, loans export) comes through `downloadFile`, under the name the server
 * gives in `Content-Disposition`: the server is the one home of a file's name, so the web never
 * writes a second copy of it (a contract was once named three ways).
 */
import { saveBlob } from '../saveBlob';
import { apiRequest, type RequestOptions, type ServedFile } from './httpClient';

/** The name used when an answer names no file (every route of ours does; see the API tests). */
export const UNNAMED_DOWNLOAD = 'descarga';

function unquote(value: string): string {
  const v = value.trim();
  return v.startsWith('"') && v.endsWith('"') && v.length >= 2 ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v;
}

/** A name saved on the user's disk: no folders, no control characters. */
function safeName(name: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const controls = /[\u0000-\u001f\u007f]/g;
  const base = name.split(/[\\/]/).pop()!.replace(controls, '').trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}

/**
 * The file name of a `Content-Disposition` header (RFC 6266): the RFC 5987 `filename*=UTF-8''…`
 * form wins over the plain `filename="…"`, as browsers do; null when it names none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let plain: string | null = null;
  let extended: string | null = null;
  // Parameters after the type: key=token or key="quoted string" (which may hold a ';').
  for (const [, rawKey, value] of header.matchAll(/;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const key = rawKey!.toLowerCase();
    if (key === 'filename*') {
      const match = /^([\w!#$%&+^`{}~-]+)'[\w-]*'(.*)$/.exec(value!.trim());
      if (match && match[1]!.toLowerCase() === 'utf-8') {
        try {
          extended = decodeURIComponent(match[2]!);
        } catch {
          extended = null;
        }
      }
    } else if (key === 'filename') {
      plain = unquote(value!);
    }
  }
  const name = extended ?? plain;
  return name === null ? null : safeName(name);
}

/** Asks the API for a file and saves it under the server's name; resolves that name. */
export async function downloadFile(path: string, request: RequestOptions = {}): Promise<string> {
  const file = await apiRequest<ServedFile>(path, {
    ...request,
    method: request.method ?? 'GET',
    responseType: 'file',
  });
  const name = fileNameFromDisposition(file.disposition) ?? UNNAMED_DOWNLOAD;
  saveBlob(file.blob, name);
  return name;
}
