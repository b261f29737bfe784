/**
 * The marker scan: the other company's and another user's unique strings must not appear in an
 * answer to a caller who does not reach them. A PDF is read as its text (pdf.js) and an xlsx as
 * its cells, since their compressed streams would hide a marker from a byte search; anything else
 * (JSON, CSV, the bank files) as UTF-8.
 */
import ExcelJS from 'exceljs';
import { reachesAllCompanies, type Grant } from '@abono/domain';
import { pdfText } from '../testSupport';
import type { MatrixWorld } from './fixtures';

/** What the caller may not see: the other company unless they reach every company; colleagues unless staff. */
export function forbiddenMarkers(world: MatrixWorld, grants: readonly Grant[], staff: boolean): string[] {
  return [
    ...(reachesAllCompanies(grants) ? [] : world.markers.otherCompany),
    ...(staff ? [] : world.markers.otherUser),
  ];
}

async function cellsText(xlsx: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const parts: string[] = [];
  workbook.eachSheet((sheet) => {
    parts.push(sheet.name);
    sheet.eachRow((row) => row.eachCell((cell) => parts.push(cell.text)));
  });
  return parts.join('\n');
}

/** The text of an answer as a reader would see it. */
export async function readableText(body: Buffer, contentType: string | undefined): Promise<string> {
  const raw = body.toString('utf8');
  if (contentType?.includes('application/pdf')) return `${raw}\n${await pdfText(body)}`;
  if (contentType?.includes('spreadsheetml')) return `${raw}\n${await cellsText(body)}`;
  return raw;
}

/** The markers found in a text, compared without case (e-mails and RFCs are stored in one case or another). */
export function markersIn(text: string, markers: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return markers.filter((m) => lower.includes(m.toLowerCase()));
}
