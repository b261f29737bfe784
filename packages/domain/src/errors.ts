/**
 * Stable error codes of the API (decisions 03 §1) with their HTTP status and the
 * Spanish message a person reads. The web app maps the same codes.
 */

export const ERRORS = {
  validation_error: { status: 400, message: 'Los datos enviados no son válidos.' },
  invalid_json: { status: 400, message: 'El cuerpo de la solicitud no es JSON válido.' },
  missing_fingerprint: { status: 400, message: 'Falta la huella del dispositivo.' },
  unauthorized: { status: 401, message: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.' },
  invalid_credentials: { status: 401, message: 'RFC o contraseña incorrectos.' },
  invalid_refresh_token: { status: 401, message: 'La sesión ya no es válida. Inicia sesión de nuevo.' },
  session_revoked: { status: 401, message: 'Se revocó el acceso de tu cuenta. Si crees que es un error, consulta a Recursos Humanos.' },
  session_ended: { status: 401, message: 'Cerramos tu sesión por seguridad: se usó desde otro dispositivo o se cerraron todas tus sesiones. Inicia sesión de nuevo.' },
  user_inactive: { status: 403, message: 'Tu acceso está desactivado. Contacta a tu administrador.' },
  forbidden: { status: 403, message: 'No tienes permiso para realizar esta acción.' },
  company_forbidden: { status: 403, message: 'No tienes acceso a esta empresa.' },
  not_found: { status: 404, message: 'El recurso solicitado no existe.' },
  loans_not_found: { status: 404, message: 'Algunos préstamos seleccionados no existen en esta empresa.' },
  route_not_found: { status: 404, message: 'La ruta solicitada no existe.' },
  conflict: { status: 409, message: 'La operación entra en conflicto con el estado actual.' },
  tin_taken: { status: 409, message: 'Ya existe una cuenta con ese RFC.' },
  transition_not_allowed: { status: 409, message: 'La acción no está permitida en el estado actual del préstamo.' },
  savings_not_uploaded: { status: 409, message: 'Sube primero el ahorro de los empleados para revisar este préstamo.' },
  bulk_not_allowed: { status: 409, message: 'Algunos préstamos seleccionados no permiten esta acción.' },
  no_counter_offer_possible: { status: 409, message: 'El ahorro de algunos empleados no alcanza para ninguna contraoferta.' },
  payslip_not_found: { status: 404, message: 'Esta solicitud no tiene recibo de nómina.' },
  active_loan_exists: { status: 409, message: 'Ya tienes un préstamo activo en esta empresa.' },
  employee_already_linked: { status: 409, message: 'El empleado ya está vinculado a una cuenta.' },
  employee_not_hired: { status: 409, message: 'Solo se puede dar de baja a un empleado contratado.' },
  employee_already_hired: { status: 409, message: 'El empleado ya está contratado.' },
  employee_has_confirmed_loans: { status: 409, message: 'El empleado tiene préstamos confirmados: captura su ahorro total para registrar su baja.' },
  employee_without_confirmed_loans: { status: 409, message: 'El empleado no tiene préstamos confirmados: registra su baja sin ahorro.' },
  employee_not_terminated: { status: 409, message: 'El documento de baja solo existe para las bajas registradas con préstamos confirmados.' },
  no_account: { status: 409, message: 'El empleado no tiene una cuenta de usuario vinculada.' },
  own_access: { status: 409, message: 'No puedes cambiar tu propio acceso.' },
  tin_not_releasable: {
    status: 409,
    message: 'El RFC de esta cuenta no se puede liberar: sigue vinculada a otro empleado o tiene permisos de personal. Desvincula sin liberar el RFC.',
  },
  account_not_in_company: {
    status: 409,
    message: 'La cuenta no está vinculada a ningún empleado de esa empresa. Para darle acceso, genera en esa empresa el código de activación del empleado.',
  },
  account_beyond_reach: { status: 403, message: 'La cuenta de este usuario tiene acceso a empresas que no administras.' },
  duplicate: { status: 409, message: 'El registro ya existe.' },
  duplicate_control_number: { status: 409, message: 'Ya existe un empleado con ese número de control en esta empresa.' },
  role_not_assignable: { status: 403, message: 'No puedes asignar ni cambiar un rol que tenga permisos que tú no tienes.' },
  employee_import_header_missing: {
    status: 400,
    message: 'El archivo no tiene los encabezados de la plantilla de empleados (Número de control, Nombre y Centro de trabajo). Descarga la plantilla y vuelve a intentarlo.',
  },
  idempotency_in_progress: { status: 409, message: 'Esta solicitud ya se está procesando. Espera un momento y vuelve a intentarlo.' },
  spreadsheet_unsafe: { status: 400, message: 'El archivo no es seguro: tiene demasiadas partes o se expande demasiado al descomprimirlo.' },
  spreadsheet_unreadable: { status: 400, message: 'No se pudo leer el archivo de Excel: está dañado o incompleto.' },
  spreadsheet_inconsistent: { status: 400, message: 'El archivo de Excel tiene partes que no coinciden con su índice. Ábrelo en Excel, guárdalo de nuevo y vuelve a subirlo.' },
  savings_header_missing: { status: 400, message: 'El archivo no tiene el encabezado «Número de control | Ahorro total».' },
  payload_too_large: { status: 413, message: 'El archivo o la solicitud es demasiado grande.' },
  spreadsheet_too_large: { status: 413, message: 'El archivo tiene demasiados datos para leerlo de una vez. Divídelo en archivos más pequeños y súbelos por separado.' },
  invalid_spreadsheet_type: { status: 415, message: 'Sube un archivo de Excel (.xlsx o .xls).' },
  unsupported_media_type: { status: 415, message: 'El tipo de archivo o de contenido no es válido.' },
  deadline_passed: { status: 422, message: 'La fecha límite para solicitar préstamos ha pasado' },
  quote_mismatch: { status: 422, message: 'Los montos calculados no coinciden con los del servidor.' },
  edit_unchanged: { status: 422, message: 'El monto y el descuento semanal son los que el empleado ya firmó: cámbialos para enviarle una contraoferta.' },
  idempotency_key_reused: { status: 422, message: 'La clave de idempotencia ya se usó con otra solicitud distinta.' },
  invalid_activation_code: { status: 422, message: 'El código de activación no es válido o ya expiró. Pide uno nuevo a Recursos Humanos.' },
  activation_code_used: { status: 409, message: 'Este código de activación ya se usó: tu cuenta ya quedó vinculada. Si no fuiste tú, avisa a Recursos Humanos.' },
  employee_without_tin: { status: 422, message: 'El empleado no tiene RFC registrado; captúralo antes de generar un código de activación.' },
  no_weeks_available: { status: 422, message: 'No hay semanas disponibles para descontar antes de la fecha límite.' },
  too_many_attempts: { status: 429, message: 'Demasiados intentos fallidos. Intenta de nuevo más tarde.' },
  spreadsheet_busy: { status: 429, message: 'Ya hay archivos de Excel de esta empresa en proceso. Espera unos segundos y vuelve a subirlo.' },
  too_many_requests: { status: 429, message: 'Demasiadas solicitudes desde tu red. Intenta de nuevo más tarde.' },
  internal_error: { status: 500, message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.' },
  service_unavailable: { status: 503, message: 'El servicio no está disponible en este momento.' },
  database_unavailable: { status: 503, message: 'La base de datos no está disponible en este momento. Intenta de nuevo en unos segundos.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The JSON body of every error answer (03 §1). */
export interface ApiErrorBody {
  error: ErrorCode | string;
  message: string;
  fields?: Record<string, string>;
}
