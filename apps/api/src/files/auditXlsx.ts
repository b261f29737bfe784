/**
 * The audit log export (docs/decisions/080): the filtered rows, newest first, as a workbook
 * written with exceljs's streaming writer (up to 100,000 rows never sit in memory whole). The date
 * is the Mexico City wall time, the changed fields one line each, `field: before → after`.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { auditChangesText, BUSINESS_TIME_ZONE, type AuditRow } from '@abono/domain';

export const AUDIT_DATE_FORMAT = 'dd/mm/yyyy hh:mm:ss';

const COLUMNS: { header: string; width: number; value: (r: AuditRow) => ExcelJS.CellValue; date?: boolean }[] = [
  { header: 'Fecha', width: 20, value: (r) => excelWallTime(r.created_at), date: true },
  { header: 'Usuario', width: 32, value: (r) => r.actor_name ?? 'Sistema' },
  { header: 'Id de usuario', width: 12, value: (r) => r.actor_user_id ?? '' },
  { header: 'Entidad', width: 16, value: (r) => r.entity_type },
  { header: 'Id', width: 10, value: (r) => r.entity_id },
  { header: 'Acción', width: 22, value: (r) => r.action },
  { header: 'Cambios (antes → después)', width: 60, value: (r) => auditChangesText(r) },
];

const WALL = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Excel times have no zone: the cell holds Mexico City's wall time, written as its UTC fields. */
function excelWallTime(instant: string): Date {
  const parts = Object.fromEntries(WALL.formatToParts(Date.parse(instant)).map((p) => [p.type, p.value]));
  return new Date(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`);
}

/** `truncatedAfter`: the export stopped at this many rows (the last row says so). */
export function writeAuditXlsx(rows: AsyncIterable<AuditRow>, truncatedAfter: number): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Bitácora', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.date
      ? { numFmt: AUDIT_DATE_FORMAT }
      : c.header.startsWith('Cambios')
        ? { alignment: { wrapText: true } }
        : {},
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    let count = 0;
    for await (const row of rows) {
      sheet.addRow(COLUMNS.map((c) => c.value(row))).commit();
      count += 1;
    }
    if (count >= truncatedAfter)
      sheet
        .addRow([`Se exportaron las ${count} filas más recientes; acota las fechas para ver las anteriores.`])
        .commit();
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, count + 1), column: COLUMNS.length } };
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
