import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A person's name as the lists sort it: the person_name collation (es-MX ICU when PostgreSQL has
 * it, migration 0007, decision 052), so "Méndez" comes before "Mendoza" and "Muñoz" after "Munoz".
 */
export function personNameKey(column: SQLWrapper): SQL {
  return sql`${column} collate person_name`;
}
