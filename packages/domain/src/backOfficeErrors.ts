/**
 * The error codes only back-office routes answer (the credits list and its actions, savings
 * uploads, employee records and their imports), with their HTTP status and Spanish message:
 * kept apart so the web ships these texts with the back-office screens rather than with the
 * sign-in page (apps/web/src/i18n/backOffice/esCatalog.ts, decision 062).
 */
export const BACK_OFFICE_ERRORS = {
  loans_not_found: { status: 404, message: 'Algunos préstamos seleccionados no existen en esta empresa.' },
  savings_not_uploaded: { status: 409, message: 'Sube primero el ahorro de los empleados para revisar este préstamo.' },
  bulk_not_allowed: { status: 409, message: 'Algunos préstamos seleccionados no permiten esta acción.' },
  no_counter_offer_possible: {
    status: 409,
    message: 'El ahorro de algunos empleados no alcanza para ninguna contraoferta.',
  },
  payslip_not_found: { status: 404, message: 'Esta solicitud no tiene recibo de nómina.' },
  employee_not_hired: { status: 409, message: 'Solo se puede dar de baja a un empleado contratado.' },
  employee_already_hired: { status: 409, message: 'El empleado ya está contratado.' },
  employee_has_confirmed_loans: {
    status: 409,
    message: 'El empleado tiene préstamos confirmados: captura su ahorro total para registrar su baja.',
  },
  employee_without_confirmed_loans: {
    status: 409,
    message: 'El empleado no tiene préstamos confirmados: registra su baja sin ahorro.',
  },
  employee_not_terminated: {
    status: 409,
    message: 'El documento de baja solo existe para las bajas registradas con préstamos confirmados.',
  },
  no_account: { status: 409, message: 'El empleado no tiene una cuenta de usuario vinculada.' },
  // Segregation of duties (decision 097): nobody acts as staff on their own loan or record.
  own_record_forbidden: {
    status: 403,
    message: 'No puedes hacer esta acción sobre tu propio préstamo o registro: pídesela a otra persona del equipo.',
  },
  tin_not_releasable: {
    status: 409,
    message:
      'El RFC de esta cuenta no se puede liberar: sigue vinculada a otro empleado o tiene ' +
      'permisos de personal. Desvincula sin liberar el RFC.',
  },
  account_not_in_company: {
    status: 409,
    message:
      'La cuenta no está vinculada a ningún empleado de esa empresa. Para darle acceso, genera ' +
      'en esa empresa el código de activación del empleado.',
  },
  reset_needs_manage_auth: {
    status: 403,
    message:
      'Esta cuenta tiene permisos de personal: solo quien administra cuentas (permiso Autenticación) ' +
      'puede generar su código de restablecimiento.',
  },
  reset_needs_super_admin: {
    status: 403,
    message: 'Solo otro super administrador puede generar el código de restablecimiento de un super administrador.',
  },
  mail_not_configured: {
    status: 409,
    message:
      'Este servidor no tiene configurado el envío de correo: no se generó ningún código. Genera el código sin ' +
      'enviarlo por correo y entrégalo en persona o con su carta.',
  },
  employee_without_email: {
    status: 409,
    message:
      'El empleado no tiene un correo registrado: no se generó ningún código. Genera el código sin enviarlo ' +
      'por correo y entrégalo en persona o con su carta.',
  },
  account_beyond_reach: {
    status: 403,
    message: 'La cuenta de este usuario tiene acceso a empresas que no administras.',
  },
  duplicate_control_number: {
    status: 409,
    message: 'Ya existe un empleado con ese número de control en esta empresa.',
  },
  role_not_assignable: {
    status: 403,
    message: 'No puedes asignar ni cambiar un rol que tenga permisos que tú no tienes.',
  },
  employee_import_header_missing: {
    status: 400,
    message:
      'El archivo no tiene los encabezados de la plantilla de empleados (Número de control, ' +
      'Nombre y Centro de trabajo). Descarga la plantilla y vuelve a intentarlo.',
  },
  spreadsheet_unsafe: {
    status: 400,
    message: 'El archivo no es seguro: tiene demasiadas partes o se expande demasiado al descomprimirlo.',
  },
  spreadsheet_unreadable: { status: 400, message: 'No se pudo leer el archivo de Excel: está dañado o incompleto.' },
  spreadsheet_inconsistent: {
    status: 400,
    message:
      'El archivo de Excel tiene partes que no coinciden con su índice. Ábrelo en Excel, ' +
      'guárdalo de nuevo y vuelve a subirlo.',
  },
  savings_header_missing: {
    status: 400,
    message: 'El archivo no tiene el encabezado «Número de control | Ahorro total».',
  },
  spreadsheet_too_large: {
    status: 413,
    message:
      'El archivo tiene demasiados datos para leerlo de una vez. Divídelo en archivos más ' +
      'pequeños y súbelos por separado.',
  },
  invalid_spreadsheet_type: { status: 415, message: 'Sube un archivo de Excel (.xlsx o .xls).' },
  edit_unchanged: {
    status: 422,
    message:
      'El monto y el descuento semanal son los que el empleado ya firmó: cámbialos para enviarle una contraoferta.',
  },
  employee_without_tin: {
    status: 422,
    message: 'El empleado no tiene RFC registrado; captúralo antes de generar un código de activación.',
  },
  spreadsheet_busy: {
    status: 429,
    message: 'Ya hay archivos de Excel de esta empresa en proceso. Espera unos segundos y vuelve a subirlo.',
  },
  // Treasury (spec 02 §8, 03 §3–§4).
  no_applied_loans: { status: 404, message: 'No hay préstamos aplicados' },
  no_loans_to_request: {
    status: 404,
    message:
      'No hay préstamos aprobados por solicitar al banco. Los archivos ya generados se pueden descargar del historial.',
  },
  unpayable_loans: {
    status: 422,
    message:
      'Algunos préstamos no se pueden pagar. Revisa la lista y repórtalos como error; no se generó ningún archivo.',
  },
  hsbc_account_missing: {
    status: 422,
    message: 'La empresa no tiene cuenta HSBC de cargo. Captúrala en Configuración para generar el archivo de HSBC.',
  },
  issuer_code_not_banorte: {
    status: 422,
    message: 'La clave de emisora no sirve para Banorte: debe ser de hasta 5 dígitos. Corrígela en Configuración.',
  },
  // The settings danger zone (spec 02 Settings; decision 075).
  database_reset_disabled: {
    status: 403,
    message:
      'El restablecimiento está desactivado en una base de datos externa (DATABASE_URL). ' +
      'Actívalo con ALLOW_DATABASE_RESET=true.',
  },
  // Roles and permissions (spec 02 §2 "Roles, role permissions, permissions"; decision 076).
  role_builtin_delete: { status: 409, message: 'Los roles del sistema no se pueden eliminar.' },
  role_builtin_rename: {
    status: 409,
    message: 'Los roles del sistema no se pueden renombrar; solo puedes cambiar su descripción.',
  },
  role_has_users: {
    status: 409,
    message: 'No se puede eliminar el rol: tiene usuarios asignados. Cámbiales el rol antes de eliminarlo.',
  },
  role_name_taken: { status: 409, message: 'Ya existe un rol con ese nombre.' },
  role_without_defaults: {
    status: 409,
    message: 'Este rol no tiene permisos predeterminados: solo los roles del sistema los tienen.',
  },
  super_admin_keeps_all: {
    status: 409,
    message: 'El rol de super administrador siempre conserva todos los permisos (*); no se le puede quitar ninguno.',
  },
  access_lockout: {
    status: 409,
    message:
      'El cambio dejaría al sistema sin ningún usuario activo que pueda administrar roles y permisos. ' +
      'Da ese permiso a otro usuario primero.',
  },
  permission_in_use: {
    status: 409,
    message: 'No se puede eliminar el permiso: está asignado a uno o más roles. Quítalo de esos roles primero.',
  },
  permission_builtin: {
    status: 409,
    message:
      'Los permisos del sistema no se pueden eliminar, renombrar ni cambiar lo que otorgan; solo su descripción.',
  },
  permission_name_taken: { status: 409, message: 'Ya existe un permiso con ese nombre.' },
  permission_beyond_reach: {
    status: 403,
    message: 'No puedes dar, quitar ni crear un permiso que otorga más de lo que tú tienes.',
  },
  // Products and company products (spec 02 §2, §7; decision 078).
  product_in_use: {
    status: 409,
    message:
      'El producto no se puede eliminar porque hay préstamos que lo usan. Desactívalo para que ya no se ofrezca.',
  },
  product_inactive: {
    status: 409,
    message: 'Un producto inactivo no se puede ofrecer. Actívalo primero o quítalo de la selección.',
  },
  products_not_found: { status: 404, message: 'Algunos productos seleccionados no existen.' },
} as const satisfies Record<string, { status: number; message: string }>;
