/**
 * The error codes any route may answer (sessions, validation, limits, the employee's own loans
 * and insurance), with their HTTP status and the Spanish message a person reads: the one home
 * of these texts. The server answers the message; the web's Spanish catalog is built from it
 * (apps/web/src/i18n/esCatalog.ts), its English catalog translates the code (decision 062).
 */
export const GENERAL_ERRORS = {
  validation_error: { status: 400, message: 'Los datos enviados no son válidos.' },
  invalid_json: { status: 400, message: 'El cuerpo de la solicitud no es JSON válido.' },
  missing_fingerprint: { status: 400, message: 'Falta la huella del dispositivo.' },
  unauthorized: { status: 401, message: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.' },
  invalid_credentials: { status: 401, message: 'RFC o contraseña incorrectos.' },
  invalid_refresh_token: { status: 401, message: 'La sesión ya no es válida. Inicia sesión de nuevo.' },
  session_revoked: {
    status: 401,
    message: 'Se revocó el acceso de tu cuenta. Si crees que es un error, consulta a Recursos Humanos.',
  },
  session_ended: {
    status: 401,
    message:
      'Cerramos tu sesión por seguridad: se usó desde otro dispositivo o se cerraron todas tus ' +
      'sesiones. Inicia sesión de nuevo.',
  },
  user_inactive: { status: 403, message: 'Tu acceso está desactivado. Contacta a tu administrador.' },
  forbidden: { status: 403, message: 'No tienes permiso para realizar esta acción.' },
  company_forbidden: { status: 403, message: 'No tienes acceso a esta empresa.' },
  not_found: { status: 404, message: 'El recurso solicitado no existe.' },
  route_not_found: { status: 404, message: 'La ruta solicitada no existe.' },
  conflict: { status: 409, message: 'La operación entra en conflicto con el estado actual.' },
  tin_taken: { status: 409, message: 'Ya existe una cuenta con ese RFC.' },
  transition_not_allowed: { status: 409, message: 'La acción no está permitida en el estado actual del préstamo.' },
  active_loan_exists: { status: 409, message: 'Ya tienes un préstamo activo en esta empresa.' },
  employee_already_linked: { status: 409, message: 'El empleado ya está vinculado a una cuenta.' },
  duplicate: { status: 409, message: 'El registro ya existe.' },
  idempotency_in_progress: {
    status: 409,
    message: 'Esta solicitud ya se está procesando. Espera un momento y vuelve a intentarlo.',
  },
  payload_too_large: { status: 413, message: 'El archivo o la solicitud es demasiado grande.' },
  unsupported_media_type: { status: 415, message: 'El tipo de archivo o de contenido no es válido.' },
  deadline_passed: { status: 422, message: 'La fecha límite para solicitar préstamos ha pasado' },
  insurance_deadline_passed: { status: 422, message: 'La fecha límite para solicitar seguros ha pasado' },
  quote_mismatch: { status: 422, message: 'Los montos calculados no coinciden con los del servidor.' },
  idempotency_key_reused: { status: 422, message: 'La clave de idempotencia ya se usó con otra solicitud distinta.' },
  invalid_activation_code: {
    status: 422,
    message: 'El código de activación no es válido o ya expiró. Pide uno nuevo a Recursos Humanos.',
  },
  activation_code_used: {
    status: 409,
    message:
      'Este código de activación ya se usó: tu cuenta ya quedó vinculada. Si no fuiste tú, avisa a Recursos Humanos.',
  },
  invalid_reset_code: {
    status: 422,
    message:
      'El RFC o el código de restablecimiento no es válido, o el código ya expiró. Pide uno nuevo ' +
      'a Recursos Humanos.',
  },
  reset_code_used: {
    status: 409,
    message: 'Este código de restablecimiento ya se usó. Si no fuiste tú, avisa a Recursos Humanos.',
  },
  no_weeks_available: { status: 422, message: 'No hay semanas disponibles para descontar antes de la fecha límite.' },
  current_password_incorrect: { status: 422, message: 'La contraseña actual no es correcta.' },
  password_changed_meanwhile: {
    status: 409,
    message: 'Tu contraseña se cambió mientras tanto. Escribe la contraseña actual y vuelve a intentarlo.',
  },
  too_many_attempts: { status: 429, message: 'Demasiados intentos fallidos. Intenta de nuevo más tarde.' },
  // One text for every limit (registrations per network, expensive routes per person): Retry-After says when.
  too_many_requests: { status: 429, message: 'Demasiadas solicitudes. Espera unos minutos e intenta de nuevo.' },
  internal_error: { status: 500, message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.' },
  service_unavailable: { status: 503, message: 'El servicio no está disponible en este momento.' },
  database_unavailable: {
    status: 503,
    message: 'La base de datos no está disponible en este momento. Intenta de nuevo en unos segundos.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
