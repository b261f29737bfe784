import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeEmployeesView, parseEmployeesView, writeEmployeesView, type EmployeesView } from './employeesView';

/** The employees view from the URL, and a setter that writes changes back (replacing the entry). */
export function useEmployeesView(): [EmployeesView, (patch: Partial<EmployeesView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseEmployeesView(params), [params]);
  const update = useCallback(
    (patch: Partial<EmployeesView>) => setParams((current) => writeEmployeesView(changeEmployeesView(parseEmployeesView(current), patch)), { replace: true }),
    [setParams],
  );
  return [view, update];
}
