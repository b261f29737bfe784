/**
 * Deterministic demo people: Mexican names, RFC-shaped tins, Banorte accounts and valid
 * CLABEs. A fixed-seed generator makes every seed of a fresh database identical, so
 * screenshots, tests and support instructions can rely on the same data.
 */
import { clabeCheckDigit } from '@abono/domain';

/** mulberry32: tiny, fast, and good enough to spread demo data; never for secrets. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;

export function pick<T>(rand: Random, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/** An integer in [min, max]. */
export function intBetween(rand: Random, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

const FIRST_NAMES = [
  'José',
  'María',
  'Juan',
  'Guadalupe',
  'Luis',
  'Ana',
  'Carlos',
  'Verónica',
  'Jorge',
  'Alejandra',
  'Miguel',
  'Patricia',
  'Fernando',
  'Gabriela',
  'Ricardo',
  'Claudia',
  'Eduardo',
  'Mónica',
  'Arturo',
  'Leticia',
  'Francisco',
  'Adriana',
  'Sergio',
  'Rosa',
  'Héctor',
  'Laura',
  'Raúl',
  'Silvia',
  'Javier',
  'Sofía',
  'Roberto',
  'Daniela',
  'Alberto',
  'Fernanda',
  'Óscar',
  'Mariana',
  'Manuel',
  'Elena',
  'Andrés',
  'Ximena',
] as const;

const SURNAMES = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Moreno',
  'Castillo',
  'Romero',
  'Álvarez',
  'Méndez',
  'Chávez',
  'Rivera',
  'Juárez',
  'Ramos',
  'Domínguez',
  'Herrera',
  'Medina',
  'Castro',
  'Vargas',
  'Guzmán',
  'Velázquez',
  'Salazar',
] as const;

const ALNUM = 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789';

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/**
 * An RFC-shaped tin (persona física): paternal initial + its first inner vowel,
 * maternal initial, first-name initial, birth date YYMMDD, 3-character homoclave.
 */
export function rfcFor(first: string, paternal: string, maternal: string, birth: string, rand: Random): string {
  const p = fold(paternal);
  const vowel = p.slice(1).match(/[AEIOU]/)?.[0] ?? 'X';
  const homoclave = Array.from({ length: 3 }, () => pick(rand, [...ALNUM])).join('');
  const yymmdd = `${birth.slice(2, 4)}${birth.slice(5, 7)}${birth.slice(8, 10)}`;
  return `${p[0]}${vowel}${fold(maternal)[0]}${fold(first)[0]}${yymmdd}${homoclave}`;
}

/** An 18-digit CLABE with its real control digit, computed by the domain's one CLABE rule. */
export function clabeFor(bank: string, plaza: string, account11: string): string {
  const body = `${bank}${plaza}${account11}`;
  return `${body}${clabeCheckDigit(body)}`;
}

function digits(rand: Random, n: number): string {
  return Array.from({ length: n }, () => String(Math.floor(rand() * 10))).join('');
}

export interface BankAccount {
  bank: '072' | '021';
  accountNumber: string;
}

/**
 * Rotates through the four shapes the bank files handle: Banorte 10-digit account,
 * Banorte CLABE, HSBC CLABE and HSBC 10-digit account.
 */
export function bankAccountFor(index: number, rand: Random): BankAccount {
  switch (index % 4) {
    case 0:
      return { bank: '072', accountNumber: `0${digits(rand, 9)}` };
    case 1:
      return { bank: '072', accountNumber: clabeFor('072', '225', `00${digits(rand, 9)}`) };
    case 2:
      return { bank: '021', accountNumber: clabeFor('021', '180', `0${digits(rand, 10)}`) };
    default:
      return { bank: '021', accountNumber: `40${digits(rand, 8)}` };
  }
}

export interface DemoPerson {
  name: string;
  tin: string;
  email: string;
  phone: string;
}

/** A person with a full name, tin, email at the company's domain and a Mexican phone. */
export function personFor(rand: Random, emailDomain: string, areaCode: string): DemoPerson {
  const first = pick(rand, FIRST_NAMES);
  const paternal = pick(rand, SURNAMES);
  const maternal = pick(rand, SURNAMES);
  // Year, month and day are drawn in that order (the seed's sequence of random numbers depends on it).
  const year = intBetween(rand, 65, 99);
  const month = String(intBetween(rand, 1, 12)).padStart(2, '0');
  const day = String(intBetween(rand, 1, 28)).padStart(2, '0');
  const birth = `19${year}-${month}-${day}`;
  const local = `${fold(first)[0]}${fold(paternal)}${intBetween(rand, 1, 99)}`.toLowerCase();
  return {
    name: `${first} ${paternal} ${maternal}`,
    tin: rfcFor(first, paternal, maternal, birth, rand),
    email: `${local}@${emailDomain}`,
    phone: `+52 ${areaCode} ${digits(rand, 3)} ${digits(rand, 4)}`,
  };
}
