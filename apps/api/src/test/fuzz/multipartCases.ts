/**
 * The malformed uploads of a multipart route (decision 090): a right form (the fields a real
 * client sends) with one wrong file — a text file renamed .xlsx, .png or .pdf, a real file cut in
 * half, a file one byte over the route's limit — and a form that is not multipart at all.
 */
import type { RouteDef } from '@abono/domain';
import { realPdf } from '../testSupport';
import { signaturePng } from '../images';
import { workbookOf } from '../spreadsheets';

export interface Upload {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MultipartCase {
  label: string;
  def: RouteDef;
  /** Replaces one upload of the right form (the others stay right). */
  upload: Upload;
}

/** The real files a right form carries, by kind. */
export interface RealFiles {
  xlsx: Buffer;
  png: Buffer;
  pdf: Buffer;
}

export async function realFiles(): Promise<RealFiles> {
  return {
    xlsx: await workbookOf([
      ['Número de control', 'Ahorro total'],
      ['E-1', 100],
    ]),
    png: signaturePng(),
    pdf: await realPdf(),
  };
}

type Kind = keyof RealFiles;
const MEDIA: Record<Kind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The file each field of a form takes: the upload routes read these names (uploadOf). */
export const FILE_FIELD_KINDS: Record<string, Kind> = {
  file: 'xlsx',
  logo: 'png',
  signature: 'png',
  last_payslip: 'pdf',
};

/** File fields a form may leave empty (the company's logo). */
const OPTIONAL_FILE_FIELDS: readonly string[] = ['logo'];

/** The right upload of a field. */
export function rightUpload(field: string, files: RealFiles): Upload {
  const kind = FILE_FIELD_KINDS[field] ?? 'xlsx';
  return { field, filename: `archivo.${kind}`, contentType: MEDIA[kind], content: files[kind] };
}

/** The wrong uploads of one field of a route. */
export function multipartCasesOf(def: RouteDef, field: string, files: RealFiles): MultipartCase[] {
  const spec = def.multipart!;
  const route = `${def.method} ${def.path}`;
  const kind = FILE_FIELD_KINDS[field] ?? 'xlsx';
  const text = Buffer.from('Esto es texto plano, no un archivo binario.\n'.repeat(20));
  const make = (label: string, upload: Omit<Upload, 'field'>): MultipartCase => ({
    label: `${route} ${field}: ${label}`,
    def,
    upload: { field, ...upload },
  });
  const cases = (['xlsx', 'png', 'pdf'] as const).map((ext) =>
    make(`text renamed .${ext}`, { filename: `renombrado.${ext}`, contentType: MEDIA[ext], content: text }),
  );
  cases.push(
    make(`half a ${kind}`, {
      filename: `cortado.${kind}`,
      contentType: MEDIA[kind],
      content: files[kind].subarray(0, Math.floor(files[kind].length / 2)),
    }),
    make(`one byte over ${spec.fileSize} bytes`, {
      filename: `grande.${kind}`,
      contentType: MEDIA[kind],
      content: Buffer.concat([files[kind], Buffer.alloc(Math.max(0, spec.fileSize + 1 - files[kind].length))]).subarray(
        0,
        spec.fileSize + 1,
      ),
    }),
    // An empty part is what a browser sends for a file input left empty: bad only where the file is required.
    ...(OPTIONAL_FILE_FIELDS.includes(field)
      ? []
      : [make('an empty file', { filename: `vacio.${kind}`, contentType: MEDIA[kind], content: Buffer.alloc(0) })]),
    make(`a ${kind === 'xlsx' ? 'png' : 'xlsx'} in the ${kind} field`, {
      filename: `otro.${kind}`,
      contentType: MEDIA[kind],
      content: kind === 'xlsx' ? files.png : files.xlsx,
    }),
  );
  return cases;
}
