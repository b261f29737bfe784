/**
 * The data the bad-input corpus is sent against (decision 090): a company with a product, an
 * employee with an account and a loan, a custom role, a notice; another company with its own
 * loan and employee; a super_admin (who holds every grant) and the employee, both signed in.
 * Each path parameter gets a real id of the kind its route reads.
 */
import { randomUUID } from 'node:crypto';
import { addDays, todayInMexicoCity, type RouteDef } from '@abono/domain';
import { notifications, permissions } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createProduct, createRole, createUser } from '../factories';
import type { TestContext } from '../testApp';
import type { Ids, Realm } from './corpus';

export interface World extends Ids {
  admin: Record<string, string>;
  employee: Record<string, string>;
  companyId: number;
  productId: number;
  deadline: string;
  employeeLoanId: number;
}

interface RealmIds {
  company: number;
  product: number;
  loan: number;
  employee: number;
}

export async function seedWorld(t: TestContext): Promise<World> {
  const deadline = addDays(todayInMexicoCity(), 70);
  const own = await createCompany(t.db, { deadline });
  const other = await createCompany(t.db, { deadline });
  const ownProduct = await createProduct(t.db, { companyIds: [own.id] });
  const otherProduct = await createProduct(t.db, { companyIds: [other.id] });
  const admin = await createUser(t.db, { role: 'super_admin', companyIds: [own.id] });
  const person = await createUser(t.db, { role: 'employee', companyIds: [own.id] });
  const record = await createEmployee(t.db, { companyId: own.id, userId: person.id, tin: person.tin });
  const loan = await createLoan(t.db, { companyId: own.id, employeeId: record.id });
  const otherLoan = await createLoan(t.db, { companyId: other.id });
  const roleId = await createRole(t.db, []);
  const [permission] = await t.db.select({ id: permissions.id }).from(permissions).limit(1);
  const [notice] = await t.db
    .insert(notifications)
    .values({
      userId: admin.id,
      companyId: own.id,
      type: 'loan_status_change',
      title: 'Aviso',
      message: 'Aviso de prueba',
    })
    .returning({ id: notifications.id });
  const realms: Record<Realm, RealmIds> = {
    own: { company: own.id, product: ownProduct.id, loan: loan.id, employee: record.id },
    other: { company: other.id, product: otherProduct.id, loan: otherLoan.id, employee: otherLoan.employeeId },
  };
  const sessionId = randomUUID();

  /** The object a path parameter names, by the route's area (a new area falls back to its loan). */
  function param(def: RouteDef, name: string, realm: Realm): string {
    const ids = realms[realm];
    const p = def.path;
    if (name === 'companyId' || p.startsWith('/api/companies/')) return String(ids.company);
    if (name === 'publicId') return randomUUID();
    if (p.startsWith('/api/auth/sessions/')) return sessionId;
    if (p.startsWith('/api/loans/offers/') || p.startsWith('/api/products/')) return String(ids.product);
    if (p.startsWith('/api/employees/')) return String(ids.employee);
    if (p.startsWith('/api/roles/')) return String(roleId);
    if (p.startsWith('/api/permissions/')) return String(permission!.id);
    if (p.startsWith('/api/notifications/')) return String(notice!.id);
    return String(ids.loan);
  }

  return {
    admin: (await t.loginAs(admin.tin)).headers,
    employee: (await t.loginAs(person.tin)).headers,
    companyId: own.id,
    productId: ownProduct.id,
    deadline,
    employeeLoanId: loan.id,
    company: (realm) => realms[realm].company,
    param,
  };
}

/** True when an employee (no staff grant) calls this route in real life: it is also sent as the employee. */
export function employeeCalls(def: RouteDef): boolean {
  if (def.access.kind === 'authenticated') return true;
  return def.access.kind === 'permission' && ['loan_requests', 'own_loans', 'offers'].includes(def.access.resource);
}
