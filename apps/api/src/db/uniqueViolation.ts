/**
 * A PostgreSQL unique violation (23505) of one named index or constraint, however the driver
 * or Drizzle wraps it. Races that an index decides (one active loan per employee, one control
 * number per company) turn into 409s with this, never 500s.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === constraint) return true;
  }
  return false;
}
