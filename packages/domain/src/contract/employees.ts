/**
 * The employees screens' routes (spec 02 "Employees list", 03 §4, §6): the list, one employee,
 * create and edit, the import and its template, deactivation and activation, and activation
 * codes. Each works in the selected company (`company_id`, checked by the guard) unless it says
 * otherwise; an employee of another company answers 404. The account-access routes are
 * employeeAccessApi's (employeeAccess.ts).
 */
import { SPREADSHEET_MAX_BYTES } from '../catalog';
import { objectGuard } from '../objectAccess';
import { activationLinkSchema } from '../schemas/auth';
import { issueResetCodeBodySchema, resetCodeLetterQuerySchema } from '../schemas/passwordReset';
import { idParamSchema } from '../schemas/common';
import { employeeCreateSchema, employeeUpdateSchema } from '../schemas/employee';
import {
  deactivateWithSavingsSchema,
  deactivatedListQuerySchema,
  employeeCompanyQuerySchema,
  employeeListQuerySchema,
} from '../schemas/employeeList';
import { issuedActivationCodeSchema, issuedResetCodeSchema } from '../responses/activationCode';
import {
  confirmedLoansCheckSchema,
  deactivatedEmployeesSchema,
  deactivationPreviewSchema,
  employeeDetailSchema,
  employeeImportResultSchema,
  employeeListSchema,
  employeeRoleOptionsSchema,
  employeeStatusChangeSchema,
} from '../responses/employees';
import { defineRoute } from './route';

const tags = ['employees'];

/** Reading needs employees READ in the company of the query; writing employees WRITE in the body's. */
const readEmployees = objectGuard('employee.read', { from: 'query', key: 'company_id' });
const writeEmployees = objectGuard('employee.manage', { from: 'body', key: 'company_id' });
/** The employee row names the company: the service checks it and answers 404 for another company's. */
const writeEmployeeObject = objectGuard('activationCode.issue');
/** Reset codes work in the selected company (the query's): its employee, else 404. */
const resetCodeAccess = objectGuard('resetCode.issue', { from: 'query', key: 'company_id' });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What choosing a role in the form may answer (roleAssignment: no escalation, never one's own). */
const roleErrors = [
  'validation_error',
  'role_not_assignable',
  'account_beyond_reach',
  'own_record_forbidden',
  'access_lockout',
] as const;

export const employeesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/employees',
    summary:
      'Empleados de la empresa: página buscada (número de control, nombre, correo o RFC), ' +
      'filtrada y ordenada, con el total',
    tags,
    access: readEmployees,
    query: employeeListQuerySchema,
    response: employeeListSchema,
  }),
  roles: defineRoute({
    method: 'GET',
    path: '/api/employees/roles',
    summary: 'Roles que quien llama puede asignar en el formulario de empleado (nunca uno con permisos que no tiene)',
    tags,
    access: readEmployees,
    query: employeeCompanyQuerySchema,
    response: employeeRoleOptionsSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/employees/:id',
    summary: 'Un empleado de la empresa seleccionada (404 si es de otra)',
    tags,
    access: readEmployees,
    params: idParamSchema,
    query: employeeCompanyQuerySchema,
    response: employeeDetailSchema,
    errors: ['not_found'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/employees',
    summary: 'Crear un empleado (número de control único en la empresa; si el RFC ya tiene cuenta, se vincula)',
    tags,
    access: writeEmployees,
    body: employeeCreateSchema,
    status: 201,
    response: employeeDetailSchema,
    errors: ['duplicate_control_number', ...roleErrors],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/employees/:id',
    summary: 'Editar un empleado de la empresa indicada en el cuerpo (404 si es de otra)',
    tags,
    access: writeEmployees,
    params: idParamSchema,
    body: employeeUpdateSchema,
    response: employeeDetailSchema,
    errors: ['not_found', 'duplicate_control_number', 'employee_has_confirmed_loans', ...roleErrors],
  }),

  template: defineRoute({
    method: 'GET',
    path: '/api/employees/template',
    rateLimit: 'file',
    summary:
      'Plantilla de importación de empleados (.xlsx con listas de Estatus, Banco y los roles que ' +
      'quien llama puede asignar; instrucciones y ejemplo en otra hoja)',
    tags,
    // The same for every company: only the roles come from the database and the caller.
    access: objectGuard('employee.manage', 'none'),
    file: XLSX,
  }),
  import: defineRoute({
    method: 'POST',
    path: '/api/employees/import',
    rateLimit: 'upload',
    summary:
      'Importar empleados desde la plantilla (multipart: file .xlsx ≤ 10 MB y company_id); acepta Idempotency-Key',
    tags,
    access: writeEmployees,
    body: employeeCompanyQuerySchema,
    // One byte over the limit still reaches the upload check, which answers 413 in Spanish.
    multipart: { fileSize: SPREADSHEET_MAX_BYTES + 1, files: 1, fields: 5 },
    idempotent: true,
    response: employeeImportResultSchema,
    errors: [
      'validation_error',
      'unsupported_media_type',
      'invalid_spreadsheet_type',
      'payload_too_large',
      'spreadsheet_unsafe',
      'spreadsheet_unreadable',
      'spreadsheet_inconsistent',
      'spreadsheet_too_large',
      'spreadsheet_busy',
      'employee_import_header_missing',
      'own_record_forbidden',
      'idempotency_key_reused',
      'idempotency_in_progress',
    ],
  }),

  deactivated: defineRoute({
    method: 'GET',
    path: '/api/employees/deactivated',
    summary:
      'Empleados dados de baja con préstamos confirmados (terminated) de la empresa, la baja más reciente primero',
    tags,
    access: readEmployees,
    query: deactivatedListQuerySchema,
    response: deactivatedEmployeesSchema,
  }),
  checkConfirmedLoans: defineRoute({
    method: 'GET',
    path: '/api/employees/:id/check-confirmed-loans',
    summary: '¿Tiene el empleado préstamos confirmados vigentes en la empresa? (decide el diálogo de baja)',
    tags,
    access: readEmployees,
    params: idParamSchema,
    query: employeeCompanyQuerySchema,
    response: confirmedLoansCheckSchema,
    errors: ['not_found'],
  }),
  deactivationPreview: defineRoute({
    method: 'GET',
    path: '/api/employees/:id/deactivation-preview',
    summary:
      'Qué hará la baja: si requiere el ahorro, el ahorro registrado y cada préstamo en curso con lo que le pasará',
    tags,
    access: readEmployees,
    params: idParamSchema,
    query: employeeCompanyQuerySchema,
    response: deactivationPreviewSchema,
    errors: ['not_found'],
  }),
  deactivate: defineRoute({
    method: 'PUT',
    path: '/api/employees/:id/deactivate',
    summary: 'Dar de baja a un empleado contratado sin préstamos confirmados (fired, ahorro 0)',
    tags,
    access: writeEmployees,
    params: idParamSchema,
    body: employeeCompanyQuerySchema,
    response: employeeStatusChangeSchema,
    errors: ['not_found', 'employee_not_hired', 'employee_has_confirmed_loans', 'own_record_forbidden'],
  }),
  deactivateWithSavings: defineRoute({
    method: 'PUT',
    path: '/api/employees/:id/deactivate-with-savings',
    summary: 'Dar de baja a un empleado con préstamos confirmados (terminated) con su ahorro total; avisa a tesorería',
    tags,
    access: writeEmployees,
    params: idParamSchema,
    body: deactivateWithSavingsSchema,
    response: employeeStatusChangeSchema,
    errors: ['not_found', 'employee_not_hired', 'employee_without_confirmed_loans', 'own_record_forbidden'],
  }),
  activate: defineRoute({
    method: 'PUT',
    path: '/api/employees/:id/activate',
    summary: 'Volver a contratar a un empleado con baja registrada (hired)',
    tags,
    access: writeEmployees,
    params: idParamSchema,
    body: employeeCompanyQuerySchema,
    response: employeeStatusChangeSchema,
    errors: ['not_found', 'employee_already_hired', 'own_record_forbidden'],
  }),
  /**
   * HR's (employees) and treasury's, who settle the debt with it (spec 02 "Treasury"): the
   * either-grant rule is the server's `allow`; the access here is the company check.
   */
  terminationDocument: defineRoute({
    method: 'GET',
    path: '/api/employees/:id/deactivation-document',
    rateLimit: 'pdf',
    summary: 'Documento de baja (PDF) de una baja registrada con préstamos confirmados (RRHH o tesorería)',
    tags,
    access: objectGuard('employee.termination', { from: 'query', key: 'company_id' }),
    params: idParamSchema,
    query: employeeCompanyQuerySchema,
    file: 'application/pdf',
    errors: ['forbidden', 'not_found', 'employee_not_terminated'],
  }),

  issueActivationCode: defineRoute({
    method: 'POST',
    path: '/api/employees/:id/activation-code',
    summary: 'Generar el código de activación de un empleado (anula el anterior)',
    tags,
    access: writeEmployeeObject,
    params: idParamSchema,
    status: 201,
    response: issuedActivationCodeSchema,
    errors: ['not_found', 'employee_already_linked', 'employee_without_tin', 'own_record_forbidden'],
  }),
  activationLetter: defineRoute({
    method: 'POST',
    path: '/api/employees/:id/activation-letter',
    rateLimit: 'pdf',
    summary:
      'Carta de activación (PDF de una página) con el código recién generado; el código debe ser ' +
      'el vigente del empleado',
    tags,
    access: writeEmployeeObject,
    params: idParamSchema,
    body: activationLinkSchema,
    file: 'application/pdf',
    errors: ['not_found', 'employee_already_linked', 'invalid_activation_code', 'own_record_forbidden'],
  }),

  /**
   * A password reset code (decision 085): manage_employees in the employee's company, and
   * manage_auth for a staff account, `*` for one holding everything. Answers 404 for another
   * company's employee, 409 for a record without an account. With `sendByEmail` the code is also
   * queued by e-mail to the employee (decision 087): 409 when this server sends no e-mail or the
   * record and its account have no address, and then no code is issued.
   */
  issueResetCode: defineRoute({
    method: 'POST',
    path: '/api/employees/:id/reset-code',
    summary: 'Generar el código de restablecimiento de contraseña de la cuenta del empleado (anula el anterior)',
    tags,
    access: resetCodeAccess,
    params: idParamSchema,
    query: employeeCompanyQuerySchema,
    body: issueResetCodeBodySchema,
    status: 201,
    response: issuedResetCodeSchema,
    errors: [
      'not_found',
      'no_account',
      'own_record_forbidden',
      'reset_needs_manage_auth',
      'reset_needs_super_admin',
      'mail_not_configured',
      'employee_without_email',
    ],
  }),
  resetCodeLetter: defineRoute({
    method: 'GET',
    path: '/api/employees/:id/reset-code/letter',
    rateLimit: 'pdf',
    summary:
      'Carta de restablecimiento (PDF de una página) con el código recién generado; el código debe ser ' +
      'el vigente de la cuenta del empleado',
    tags,
    access: resetCodeAccess,
    params: idParamSchema,
    query: resetCodeLetterQuerySchema,
    file: 'application/pdf',
    errors: [
      'not_found',
      'no_account',
      'own_record_forbidden',
      'invalid_reset_code',
      'reset_needs_manage_auth',
      'reset_needs_super_admin',
    ],
  }),
};
