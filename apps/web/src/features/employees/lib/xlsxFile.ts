export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The picker's accept list: the import takes .xlsx only (03 §4; .xls is the savings upload's). */
export const XLSX_ACCEPT = `.xlsx,${XLSX_MIME}`;

/**
 * Spec 02 §5: an import file is xlsx by its mime type or by its .xlsx name (browsers leave the
 * type empty for some files). The server checks the content too (magic bytes, zip limits).
 */
export function isXlsxFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === XLSX_MIME || /\.xlsx$/i.test(file.name);
}
