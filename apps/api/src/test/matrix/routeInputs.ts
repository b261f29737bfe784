/**
 * The ONE table of what the matrix cannot derive from a route's declaration: which kind of object
 * each id in its input names, the files of a multipart form, and the values of fields whose
 * validity the schema's shape does not tell (dates, amounts whose quote must agree, confirm words).
 * Keyed by `METHOD path`. A route with a path parameter or a multipart body must have an entry:
 * the matrix fails naming any that has none, which is how a new route is remembered.
 */
import { quoteFigures, todayInMexicoCity, DATABASE_RESET_WORD } from '@abono/domain';
import { signaturePng } from '../images';
import { applyFields, insuranceFields, quoteFor, realPdf } from '../testSupport';
import type { ObjectAction } from '@abono/domain';
import type { MatrixWorld } from './fixtures';
import type { ObjectKind } from './objectKinds';

/** What an input function knows of the case: the world and the company in play. */
export interface InputContext {
  world: MatrixWorld;
  companyId: number;
  deadline: string;
  /** The id chosen for an object field of this case (`params.id`, `body.loanIds[]`, …). */
  object(field: string): number | string;
}

export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface RouteInput {
  /**
   * The object action of a route any signed-in user may call but whose object decides (several
   * ways in: its owner or staff, or two staff grants; the domain's OBJECT_ACCESS).
   */
  action?: ObjectAction;
  /**
   * The fields naming objects: `params.id`, `query.product_id`, `body.loanIds[]` (an array of one),
   * and the kind of object each names.
   */
  objects?: Record<string, ObjectKind>;
  /** Fields the generator cannot make valid, merged over its sample. */
  query?: (c: InputContext) => Record<string, unknown>;
  body?: (c: InputContext) => Record<string, unknown>;
  /** The files of a multipart form. */
  files?: (c: InputContext) => FormFile[] | Promise<FormFile[]>;
  /**
   * The allowed call narrows the caller's own access (`'access'`: a deactivation or revocation of
   * whom it names) or ends sessions (`'session'`, and `'logout'` the caller's own): run it after
   * every other allowed call, in that order.
   */
  last?: 'access' | 'session' | 'logout';
}

const signature = (): FormFile => ({
  field: 'signature',
  filename: 'firma.png',
  contentType: 'image/png',
  content: signaturePng(),
});

const id = { objects: { 'params.id': 'employee' } } as const satisfies RouteInput;
const loanId = { objects: { 'params.id': 'loan' } } as const satisfies RouteInput;
const insuranceId = { objects: { 'params.id': 'insurance' } } as const satisfies RouteInput;
const manyLoans = { objects: { 'body.loanIds[]': 'loan' } } as const satisfies RouteInput;
const ownerAnswer = { ...loanId, files: () => [signature()] } as const satisfies RouteInput;

export const ROUTE_INPUTS: Record<string, RouteInput> = {
  // The caller's own account.
  'PUT /api/notifications/:id/read': { objects: { 'params.id': 'notification' } },
  'DELETE /api/notifications/:id': { objects: { 'params.id': 'notification' } },
  'DELETE /api/auth/sessions/:id': { objects: { 'params.id': 'session' } },
  'DELETE /api/auth/sessions': { last: 'session' },
  'POST /api/auth/logout': { last: 'logout' },
  'PUT /api/auth/password': {
    // A wrong current password reaches the service (current_password_incorrect) and leaves the session as it was.
    body: () => ({
      currentPassword: 'Equivocada#2026',
      newPassword: 'Otra#Clave2026',
      confirmPassword: 'Otra#Clave2026',
    }),
  },
  'PUT /api/employees/onboarding/:id': {
    objects: { 'params.id': 'user' },
    body: () => ({ email: 'perfil@propia.mx', phone: '4771234567' }),
  },
  'POST /api/employees/link': { body: () => ({ code: 'ABCD-EFGH-JKMN' }) },

  // Companies, settings, products.
  'POST /api/companies': { body: () => ({ name: 'Empresa nueva de la matriz' }), files: () => [] },
  'GET /api/companies/:id/active-products': {},
  'GET /api/companies/:id/products': {},
  'PUT /api/companies/:id/products': { objects: { 'body.productIds[]': 'product' } },
  'PUT /api/settings': {
    body: (c) => ({ interestRate: '2.5', deadline: c.deadline, issuer_code: 'ABC123' }),
  },
  'POST /api/database/reset': { body: () => ({ confirm: DATABASE_RESET_WORD }) },
  'GET /api/products/:id': { objects: { 'params.id': 'product' } },
  'PUT /api/products/:id': { objects: { 'params.id': 'product' } },
  'DELETE /api/products/:id': { objects: { 'params.id': 'product' } },
  'POST /api/products': { body: () => ({ name: 'Producto de la matriz', type: 'loan' }) },

  // Employees.
  'GET /api/employees/:id': id,
  'PUT /api/employees/:id': {
    ...id,
    body: () => ({ controlNumber: 'MTRX-EDIT', name: 'Nombre Editado', work_location: 'Planta León' }),
  },
  'POST /api/employees': {
    body: () => ({ controlNumber: `MTRX-${Math.random().toString(36).slice(2, 8)}`, name: 'Alta Nueva' }),
  },
  'POST /api/employees/import': {
    files: () => [
      { field: 'file', filename: 'empleados.xlsx', contentType: 'application/octet-stream', content: Buffer.from('x') },
    ],
  },
  'GET /api/employees/:id/check-confirmed-loans': id,
  'GET /api/employees/:id/deactivation-preview': id,
  'PUT /api/employees/:id/deactivate': { ...id, last: 'access' },
  'PUT /api/employees/:id/deactivate-with-savings': { ...id, body: () => ({ totalSavings: '100.00' }), last: 'access' },
  'PUT /api/employees/:id/activate': id,
  'GET /api/employees/:id/deactivation-document': { ...id, action: 'employee.termination' },
  'POST /api/employees/:id/activation-code': id,
  'POST /api/employees/:id/activation-letter': { ...id, body: () => ({ code: 'ABCD-EFGH-JKMN' }) },
  'POST /api/employees/:id/reset-code': id,
  'GET /api/employees/:id/reset-code/letter': { ...id, query: () => ({ code: 'ABCD-EFGH-JKMN' }) },
  'PUT /api/employees/:id/revoke-access': { ...id, last: 'access' },
  'PUT /api/employees/:id/grant-access': id,
  'GET /api/employees/:id/companies': id,
  'POST /api/employees/:id/unlink-account': { ...id, last: 'access' },
  'POST /api/employees/:id/companies/:companyId/access': {
    objects: { 'params.id': 'employee', 'params.companyId': 'company' },
  },
  'DELETE /api/employees/:id/companies/:companyId/access': {
    objects: { 'params.id': 'employee', 'params.companyId': 'company' },
    last: 'access',
  },

  // The employee's loans and insurance.
  'POST /api/loans': {
    objects: { 'body.product_id': 'offeredProduct' },
    // The request the employee tests send (testSupport); product and company are set per case.
    body: (c) => applyFields({ ...c, productId: Number(c.object('body.product_id')) }),
    files: () => [signature()],
  },
  'POST /api/loans/insurance': {
    body: (c) => insuranceFields(c),
    files: async () => [
      signature(),
      { field: 'last_payslip', filename: 'recibo.pdf', contentType: 'application/pdf', content: await realPdf() },
    ],
  },
  'GET /api/loans/offers/:id': { objects: { 'params.id': 'offeredProduct' } },
  'GET /api/loans/contract': {
    objects: { 'query.product_id': 'offeredProduct' },
    query: () => ({ loan_amount: '5000.00', weekly_discount: '500.00' }),
  },
  'GET /api/loans/:id': { ...loanId, action: 'loan.read' },
  'GET /api/loans/:id/contract': { ...loanId, action: 'loan.read' },
  'PUT /api/loans/:id/accept-counter-offer': ownerAnswer,
  'PUT /api/loans/:id/reject-counter-offer': { ...loanId, files: () => [] },
  'PUT /api/loans/:id/release-error': { ...loanId, files: () => [] },

  // HR's credits.
  'PUT /api/loans/:id/approve': loanId,
  'PUT /api/loans/:id/notify-employee': loanId,
  'PUT /api/loans/:id/reject': loanId,
  'PUT /api/loans/:id': { ...loanId, body: () => ({ loan_amount: '4000.00', weekly_discount: '400.00' }) },
  'POST /api/loans/:id/counter-offer': {
    ...loanId,
    body: (c) => ({
      amount: '4000.00',
      weekly_discount: '400.00',
      reason: 'El ahorro no cubre el pago final',
      ...quoteFigures(quoteFor(c.deadline, '4000.00', '400.00')),
    }),
  },
  'PUT /api/loans/mass-approve': manyLoans,
  'PUT /api/loans/mass-reject': manyLoans,
  'PUT /api/loans/mass-counter-offer': manyLoans,
  'GET /api/loans/:id/payslip': loanId,
  'POST /api/loans/validate-savings': {
    files: () => [
      { field: 'file', filename: 'ahorros.xlsx', contentType: 'application/octet-stream', content: Buffer.from('x') },
    ],
  },
  'PUT /api/loans/insurance/:id/approve': insuranceId,
  'PUT /api/loans/insurance/:id/reject': insuranceId,
  'GET /api/loans/insurance/:id/payslip': insuranceId,

  // Treasury.
  'PUT /api/treasury/confirm-loans': manyLoans,
  'PUT /api/treasury/report-loans-error': { ...manyLoans, body: () => ({ comment: 'Cuenta inválida' }) },
  'GET /api/treasury/files/:id': { objects: { 'params.id': 'treasuryFile' } },
  'GET /api/treasury/deductions/summary': { query: () => ({ date: todayInMexicoCity() }) },
  'GET /api/treasury/deductions': { query: () => ({ date: todayInMexicoCity() }) },

  // Roles and permissions (no company: objects of the whole system).
  'POST /api/roles/:id/defaults/reset': { objects: { 'params.id': 'role' } },
  'GET /api/roles/:id': { objects: { 'params.id': 'role' } },
  'PUT /api/roles/:id': { objects: { 'params.id': 'role' } },
  'DELETE /api/roles/:id': { objects: { 'params.id': 'role' } },
  'GET /api/roles/:id/permissions': { objects: { 'params.id': 'role' } },
  'PUT /api/roles/:id/permissions': { objects: { 'params.id': 'role', 'body.permissionIds[]': 'permission' } },
  'GET /api/roles/:id/users': { objects: { 'params.id': 'role' } },
  'GET /api/permissions/:id': { objects: { 'params.id': 'permission' } },
  'PUT /api/permissions/:id': { objects: { 'params.id': 'permission' } },
  'DELETE /api/permissions/:id': { objects: { 'params.id': 'permission' } },
};
