/**
 * The matrix's world: the callers' company (A), with one user per built-in role, each with an
 * employee record, a loan, an insurance request, a notice and a spare session of their own; another
 * user of A with the same; and another company (B) with its own people and objects. Everything of
 * B and of A's other user carries a marker string (names, RFCs, control numbers, e-mails), which no
 * answer may show to a caller who does not reach it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, ROLE_NAMES, todayInMexicoCity, type RoleName } from '@abono/domain';
import {
  auditLog,
  employees,
  loans,
  notifications,
  permissions,
  refreshTokenFamilies,
  treasuryFiles,
} from '../../db/schema';
import {
  createCompany,
  createEmployee,
  createLoan,
  createProduct,
  createRole,
  createUser,
  setUserRole,
  uniqueTin,
} from '../factories';
import type { TestContext } from '../testApp';
import { insuranceFields, insuranceRequest, realPdf } from '../testSupport';

/** One person's objects in a company. */
export interface Holdings {
  userId: number;
  tin: string;
  employeeId: number;
  loanId: number;
  insuranceId: number;
  notificationId: number;
  /** A refresh family (a session) of the user other than the one the matrix calls with. */
  spareSessionId: string;
}

export interface CompanyWorld {
  id: number;
  name: string;
  /** A loan product the company offers (and the other company does not). */
  productId: number;
  deadline: string;
  treasuryFileId: number;
}

export interface MatrixWorld {
  own: CompanyWorld;
  other: CompanyWorld;
  /** The callers, one per built-in role, members of the own company. */
  callers: Record<RoleName, Holdings & { headers: Record<string, string>; password: string }>;
  /** Another user of the own company (an employee). */
  otherUser: Holdings & { headers: Record<string, string> };
  /** A person of the other company. */
  foreigner: Holdings;
  /** Objects no company owns. */
  global: { roleId: number; permissionId: number; productId: number };
  /** Strings that belong to the other company, and to the own company's other user. */
  markers: { otherCompany: string[]; otherUser: string[] };
}

const DAY = 24 * 60 * 60 * 1000;

async function companyOf(t: TestContext, name: string): Promise<Omit<CompanyWorld, 'treasuryFileId'>> {
  const deadline = addDays(todayInMexicoCity(), 70);
  const company = await createCompany(t.db, { name, deadline });
  const product = await createProduct(t.db, { companyIds: [company.id], name: `Préstamo ${name.slice(-6)}` });
  return { id: company.id, name: company.name, productId: product.id, deadline };
}

async function treasuryFileOf(t: TestContext, companyId: number): Promise<number> {
  const [row] = await t.db
    .insert(treasuryFiles)
    .values({
      companyId,
      kind: 'bank_request',
      fileName: `SOLICITUD-${companyId}.xlsx`,
      sequence: 1,
      businessDay: todayInMexicoCity(),
      loanCount: 0,
      total: '0.00',
      sha256: '0'.repeat(64),
      content: Buffer.from('matriz'),
      loanIds: [],
    })
    .returning({ id: treasuryFiles.id });
  return row!.id;
}

/** A person with an account, an employee record, a loan, a notice and a spare session in `company`. */
async function personIn(
  t: TestContext,
  company: Omit<CompanyWorld, 'treasuryFileId'>,
  input: { role: RoleName; name: string; tin: string; email: string; controlNumber: string },
): Promise<Holdings & { password: string }> {
  const user = await createUser(t.db, {
    role: input.role,
    tin: input.tin,
    email: input.email,
    companyIds: [company.id],
  });
  const employee = await createEmployee(t.db, {
    companyId: company.id,
    userId: user.id,
    tin: user.tin,
    controlNumber: input.controlNumber,
    name: input.name,
  });
  const loan = await createLoan(t.db, { companyId: company.id, employeeId: employee.id, status: 'pending' });
  await t.db
    .update(loans)
    .set({ employeeName: input.name, employeeCode: input.controlNumber })
    .where(eq(loans.id, loan.id));
  const [notice] = await t.db
    .insert(notifications)
    .values({
      userId: user.id,
      companyId: company.id,
      type: 'loan_status_change',
      title: `Aviso de ${input.name}`,
      message: `Mensaje para ${input.name}`,
      resourceType: 'loan',
      resourceId: loan.id,
    })
    .returning({ id: notifications.id });
  const [family] = await t.db
    .insert(refreshTokenFamilies)
    .values({ userId: user.id, fingerprintHash: '0'.repeat(64), expiresAt: new Date(Date.now() + 30 * DAY) })
    .returning({ id: refreshTokenFamilies.id });
  return {
    userId: user.id,
    tin: user.tin,
    password: user.password,
    employeeId: employee.id,
    loanId: loan.id,
    insuranceId: 0,
    notificationId: notice!.id,
    spareSessionId: family!.id,
  };
}

/** An insurance request of the person, through the real route (it stores the signature and payslip). */
async function insuranceOf(
  t: TestContext,
  company: Omit<CompanyWorld, 'treasuryFileId'>,
  headers: Record<string, string>,
): Promise<number> {
  const response = await insuranceRequest(
    t,
    headers,
    insuranceFields({ companyId: company.id, deadline: company.deadline }),
    { content: await realPdf() },
  );
  if (response.statusCode !== 201) throw new Error(`insurance request failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}

export async function buildMatrixWorld(t: TestContext): Promise<MatrixWorld> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const ownBase = await companyOf(t, `Empresa Propia ${tag}`);
  const otherBase = await companyOf(t, `ZQMARKB Empresa Ajena ${tag}`);
  const own = { ...ownBase, treasuryFileId: await treasuryFileOf(t, ownBase.id) };
  const other = { ...otherBase, treasuryFileId: await treasuryFileOf(t, otherBase.id) };

  const callers = {} as MatrixWorld['callers'];
  for (const role of ROLE_NAMES) {
    const tin = uniqueTin('MTRX');
    const person = await personIn(t, own, {
      role,
      name: `Persona ${role} ${tag}`,
      tin,
      email: `${tin.toLowerCase()}@propia.mx`,
      controlNumber: `PR-${role}-${tag}`.slice(0, 30),
    });
    const { headers } = await t.loginAs(tin, person.password);
    callers[role] = { ...person, headers, insuranceId: await insuranceOf(t, own, headers) };
  }

  const otherTin = uniqueTin('ZQMU');
  const otherPerson = await personIn(t, own, {
    role: 'employee',
    name: `ZQMARKU Otra Persona ${tag}`,
    tin: otherTin,
    email: `zqmarku-${tag.toLowerCase()}@propia.mx`,
    controlNumber: `ZQMKU-${tag}`,
  });
  const otherHeaders = (await t.loginAs(otherTin, otherPerson.password)).headers;
  const otherUser = { ...otherPerson, headers: otherHeaders, insuranceId: await insuranceOf(t, own, otherHeaders) };

  const foreignTin = uniqueTin('ZQMB');
  const foreignPerson = await personIn(t, other, {
    role: 'hr',
    name: `ZQMARKB Persona Ajena ${tag}`,
    tin: foreignTin,
    email: `zqmarkb-${tag.toLowerCase()}@ajena.mx`,
    controlNumber: `ZQMKB-${tag}`,
  });
  const foreignHeaders = (await t.loginAs(foreignTin, foreignPerson.password)).headers;
  const foreigner = { ...foreignPerson, insuranceId: await insuranceOf(t, other, foreignHeaders) };
  // An audit row of B naming its person: the own company's audit log must not show it.
  await t.db.insert(auditLog).values({
    entityType: 'employee',
    entityId: foreignPerson.employeeId,
    companyId: other.id,
    actorUserId: foreignPerson.userId,
    action: 'employee_updated',
    changes: { name: { from: `ZQMARKB Persona Ajena ${tag}`, to: `ZQMARKB Persona Ajena ${tag}` } },
  });
  // An employee record of B without an account, as most of a company's people are at first.
  await createEmployee(t.db, {
    companyId: other.id,
    controlNumber: `ZQMKB2-${tag}`,
    name: `ZQMARKB Sin Cuenta ${tag}`,
  });

  const roleId = await createRole(t.db, ['view_offers', 'view_my_credit'], `rol_matriz_${tag.toLowerCase()}`);
  // Roles are shared by every company: the role's user list must still hide the other company's holder.
  await setUserRole(t.db, foreignPerson.userId, roleId);
  const [permission] = await t.db
    .insert(permissions)
    .values({
      name: `permiso_matriz_${tag.toLowerCase()}`,
      description: 'Permiso de la matriz',
      grantType: 'ENDPOINT',
      grantResource: 'offers',
      grantAction: 'READ',
    })
    .returning({ id: permissions.id });
  const globalProduct = await createProduct(t.db, { name: `Producto global ${tag}` });

  const employeeNames = await t.db
    .select({ name: employees.name, control: employees.controlNumber })
    .from(employees)
    .where(eq(employees.companyId, other.id));
  return {
    own,
    other,
    callers,
    otherUser,
    foreigner,
    global: { roleId, permissionId: permission!.id, productId: globalProduct.id },
    markers: {
      otherCompany: [
        other.name,
        foreignTin,
        `zqmarkb-${tag.toLowerCase()}@ajena.mx`,
        ...employeeNames.flatMap((e) => [e.name, e.control]),
      ],
      otherUser: [otherTin, `zqmarku-${tag.toLowerCase()}@propia.mx`, `ZQMARKU Otra Persona ${tag}`, `ZQMKU-${tag}`],
    },
  };
}
