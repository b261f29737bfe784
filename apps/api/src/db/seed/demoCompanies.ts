/**
 * The two demo companies of 03 §7 (their settings, the staff with access, the loan scenarios
 * each carries) and the products every company offers.
 */
import { addDays, maxDate, type RoleName } from '@abono/domain';
import { BAJIO_SCENARIOS, PACIFICO_SCENARIOS, type LoanScenario } from './demoLoans';
import type { Random } from './demoPeople';

export interface DemoCompany {
  key: 'bajio' | 'pacifico';
  name: string;
  prefix: string;
  emailDomain: string;
  areaCode: string;
  locations: string[];
  issuerCode: string | null;
  legalName: string;
  location: string;
  hsbcAccount: string | null;
  /** Demo accounts with access; those with an employee record here get one. */
  access: RoleName[];
  staffRecords: RoleName[];
  scenarios: LoanScenario[];
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'bajio',
    name: 'Industrias del Bajío S.A. de C.V.',
    prefix: 'IB',
    emailDomain: 'industriasdelbajio.mx',
    areaCode: '477',
    locations: ['Planta León', 'Planta Celaya', 'Oficinas Querétaro', 'Centro de distribución Irapuato'],
    issuerCode: '12345',
    legalName: 'Industrias del Bajío S.A. de C.V.',
    location: 'Blvd. Adolfo López Mateos 2510, León, Guanajuato',
    hsbcAccount: '4057123456',
    access: ['super_admin', 'admin', 'hr', 'treasury', 'employee'],
    staffRecords: ['employee', 'admin', 'hr', 'treasury'],
    scenarios: BAJIO_SCENARIOS,
  },
  {
    key: 'pacifico',
    name: 'Comercializadora del Pacífico S.A. de C.V.',
    prefix: 'CP',
    emailDomain: 'comercializadorapacifico.mx',
    areaCode: '669',
    locations: ['Sucursal Mazatlán', 'Sucursal Culiacán', 'Oficinas Guadalajara', 'Bodega Manzanillo'],
    issuerCode: null,
    legalName: 'Comercializadora del Pacífico S.A. de C.V.',
    location: 'Av. del Mar 1200, Mazatlán, Sinaloa',
    hsbcAccount: null,
    access: ['super_admin', 'employee'],
    staffRecords: ['employee'],
    scenarios: PACIFICO_SCENARIOS,
  },
];

export const EMPLOYEES_PER_COMPANY = 60;
export const MONTHLY_RATE = '2.5';

export const DEMO_PRODUCTS = [
  { name: 'Préstamo personal', description: 'Préstamo con descuento semanal vía nómina.', type: 'loan' as const },
  {
    name: 'Adelanto de nómina',
    description: 'Adelanto de sueldo que se descuenta en las siguientes semanas.',
    type: 'advance' as const,
  },
  { name: 'Préstamo de emergencia', description: 'Apoyo inmediato para gastos imprevistos.', type: 'loan' as const },
];

/** 03 §7: December 18 of today's year, or today + 70 days when that is later. */
export function demoDeadline(today: string): string {
  return maxDate(`${today.slice(0, 4)}-12-18`, addDays(today, 70));
}

/** What seeding one demo company needs. */
export interface DemoCompanySeed {
  company: DemoCompany;
  companyId: number;
  today: string;
  /** The caller's clock: the fixed activation code expires counting from it. */
  now: Date;
  deadline: string;
  productIds: number[];
  userIds: Map<RoleName, number>;
  rand: Random;
  /** The demo password's hash, for the borrowers' own accounts. */
  passwordHash: string;
}
