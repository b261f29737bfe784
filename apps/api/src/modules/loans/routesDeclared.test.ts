import { describe, expect, it } from 'vitest';
import { insuranceApi, loansApi, type RouteDef } from '@abono/domain';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

describe('the employee loan and insurance routes', () => {
  it('registers every route of loansApi and insuranceApi from its declaration', () => {
    const declared: RouteDef[] = [...Object.values(loansApi), ...Object.values(insuranceApi)];
    for (const def of declared) {
      const registered = t.app.routeTable.filter((r) => r.method === def.method && r.url === def.path);
      expect(registered, `${def.method} ${def.path}`).toHaveLength(1);
      expect(registered[0]!.options.config?.contract, `${def.method} ${def.path}`).toBe(def);
    }
  });
});
