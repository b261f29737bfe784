import { useQuery } from '@tanstack/react-query';
import { companiesQuery } from '../../../lib/session/companiesQuery';

/** The companies the user may access (companiesQuery). */
export function useCompaniesQuery(enabled = true) {
  return useQuery({ ...companiesQuery, enabled });
}
