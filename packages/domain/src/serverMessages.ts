/**
 * The Spanish texts the server answers in place of an error code's own message (ERRORS) when the
 * code's message is too general for the case ("El préstamo no existe." rather than "El recurso
 * solicitado no existe."): the one home of those texts. The API passes them to AppError only
 * through `serverMessage`, whose `ServerMessage` type is the only one AppError's `message` takes,
 * so a text written inline in a service does not compile.
 *
 * Server-only: the web does not import it (it translates the error code), and the domain is
 * `"sideEffects": false`, so nothing of it ships to the browser.
 *
 * A value goes in as a `{{name}}` placeholder; `serverMessage` refuses a missing or an unused one,
 * so a typo in a name cannot reach a person.
 *
 * `logoTooSmall` reuses MESSAGE_TEXTS' text rather than copying it: the web shows that text under
 * the logo field by its message key, and the server answers the same words (one home, decision 062).
 */
import { MESSAGE_TEXTS } from './messageTexts';

export const SERVER_MESSAGES = {
  // Loans and their contracts.
  loanNotFound: 'El préstamo no existe.',
  contractVersionNotFound: 'Esa versión del contrato no existe.',
  contractSignatureDamaged: 'La firma guardada de este contrato está dañada; no se puede generar el PDF.',
  notEmployee: 'No tienes un registro de empleado activo en esta empresa.',
  productUnavailable: 'El producto no está disponible en esta empresa.',
  noDeadline: 'La empresa aún no configura la fecha límite para solicitar préstamos.',
  ownLoansInBatch:
    'No puedes hacer esta acción sobre tu propio préstamo ({{loans}}): quítalo de la selección ' +
    'y pídesela a otra persona del equipo.',
  // Insurance requests.
  insuranceRequestNotFound: 'La solicitud de seguro no existe.',
  insuranceRequestResolved: 'La solicitud de seguro ya fue resuelta.',
  // Employees, their roles and their savings.
  ownEmployeeRecord: 'No puedes cambiar tu propio registro de empleado',
  roleNotAssignable: 'No puedes asignar el rol «{{role}}»: tiene permisos que tú no tienes',
  ownRole: 'No puedes cambiar tu propio rol.',
  roleAccountBeyondReach:
    'No puedes cambiar el rol de esta persona: su cuenta también tiene acceso a empresas que no administras.',
  ownSavings:
    'No puedes cambiar tu propio ahorro: quita del archivo la fila de tu número de control ' +
    '({{controlNumber}}) y pide a otra persona del equipo que lo suba.',
  // Spreadsheet uploads (the employee import, the savings upload).
  spreadsheetMissing: 'Adjunta el archivo de Excel.',
  spreadsheetXlsxOnly: 'Sube un archivo de Excel .xlsx.',
  spreadsheetPasswordProtected:
    'El archivo está protegido con contraseña. Quita la contraseña en Excel y vuelve a subirlo.',
  spreadsheetNotWorkbook: 'El archivo no es un libro de Excel válido.',
  importTooManyRows: 'El archivo tiene más de {{maxRows}} empleados; divídelo en varios archivos.',
  importNoEmployees: 'El archivo no tiene empleados debajo del encabezado.',
  // Images (signatures and logos).
  imageNotImage: 'El archivo no es una imagen válida.',
  imageCorrupt: 'La imagen está dañada o incompleta.',
  imageTooLarge: 'La imagen es demasiado grande.',
  imageTooSmall: 'La imagen es demasiado pequeña.',
  imageMarkup: 'La imagen contiene contenido no permitido.',
  logoTooSmall: MESSAGE_TEXTS['messages.logo_too_small'],
  // Requests themselves.
  invalidForm: 'El formulario enviado no es válido.',
  multipartRequired: 'Envía el formulario como multipart/form-data.',
  invalidIdempotencyKey: 'La cabecera Idempotency-Key no es válida (de 1 a 200 caracteres visibles, sin espacios).',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** A text of SERVER_MESSAGES with its values in: only `serverMessage` makes one. */
export type ServerMessage = string & { readonly __serverMessage: true };

/** The placeholder names of a text: `'a {{x}} b {{y}}'` → `'x' | 'y'`. */
type PlaceholdersOf<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/**
 * The values a key's text needs, by placeholder name. A text written in pieces (`'…' + '…'`, to keep
 * lines short) is typed `string`, not its words: the compiler then asks for some params and the
 * run-time check below names the wrong ones.
 */
export type ServerMessageParams<K extends ServerMessageKey> = string extends (typeof SERVER_MESSAGES)[K]
  ? Readonly<Record<string, string | number>>
  : Readonly<Record<PlaceholdersOf<(typeof SERVER_MESSAGES)[K]>, string | number>>;

/** No argument for a text without placeholders, its params otherwise. */
type ParamsArgument<K extends ServerMessageKey> = string extends (typeof SERVER_MESSAGES)[K]
  ? [params: ServerMessageParams<K>]
  : [PlaceholdersOf<(typeof SERVER_MESSAGES)[K]>] extends [never]
    ? []
    : [params: ServerMessageParams<K>];

/** `{{name}}` anywhere in a text (the name is checked to be a word by the catalog's test). */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/**
 * The text of `key` with each `{{name}}` replaced by `String(params[name])`. The compiler asks for
 * the params a text needs; at run time a placeholder without a param, or a param the text does not
 * use, throws, so a wrong text is a failing test and never an answer.
 */
export function serverMessage<K extends ServerMessageKey>(key: K, ...[params]: ParamsArgument<K>): ServerMessage {
  const values: Readonly<Record<string, unknown>> = params ?? {};
  const used = new Set<string>();
  const text = SERVER_MESSAGES[key].replace(PLACEHOLDER, (_match, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`serverMessage('${key}'): no value for {{${name}}}`);
    used.add(name);
    return String(values[name]);
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`serverMessage('${key}'): the text does not use ${unused.join(', ')}`);
  return text as ServerMessage;
}
