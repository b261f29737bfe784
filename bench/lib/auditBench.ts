/**
 * The audit log's target (decision 080) on a company of 1,000,000 audit rows: GET /api/audit at 10
 * connections, p95 ≤ 150 ms (autocannon reports p97.5, which bounds p95 from above) — the first
 * page, one filter per index of migration 0012, a date range, and the last page of the counted
 * window. The rows are written set-based (INSERT … SELECT generate_series) in one statement, across
 * a year, five actors, six entities and a dozen actions, with changes like the services write.
 */
import pg from 'pg';
import { listLatency, type ListLatency } from './load';
import { loginHeaders, type DemoUser } from './login';

/** The seed's admin (manage_access: reads the audit log). */
export const ADMIN_USER: DemoUser = { tin: 'ADMI800101AA1', password: 'Demo#2026' };

export interface AuditBenchResult {
  rows: number;
  seedMs: number;
  lists: ListLatency[];
}

async function seedAuditRows(databaseUrl: string, count: number): Promise<{ companyId: number; actorId: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: number }>('INSERT INTO companies (name) VALUES ($1) RETURNING id', [
      `Bitácora de Pruebas ${Date.now()} S.A. de C.V.`,
    ]);
    const companyId = rows[0]!.id;
    await client.query(`INSERT INTO user_companies (user_id, company_id) SELECT id, $1 FROM users WHERE tin = $2`, [
      companyId,
      ADMIN_USER.tin,
    ]);
    const actors = await client.query<{ id: number }>(`SELECT id FROM users ORDER BY id LIMIT 5`);
    const ids = actors.rows.map((r) => r.id);
    await client.query(
      `INSERT INTO audit_log (entity_type, entity_id, company_id, actor_user_id, action, from_status, to_status,
                              changes, created_at)
       SELECT (ARRAY['loan','loan','loan','employee','settings','treasury_file'])[1 + g % 6],
              1 + g % 50000,
              $1,
              CASE WHEN g % 7 = 0 THEN NULL ELSE ($2::int[])[1 + g % cardinality($2::int[])] END,
              (ARRAY['apply','approve','reject','confirm','update','download','bank_file','counter_offer',
                     'edit','import_update','deactivate','loan.disburse'])[1 + g % 12],
              CASE WHEN g % 3 = 0 THEN 'pending' END,
              CASE WHEN g % 3 = 0 THEN 'approved' END,
              CASE WHEN g % 5 = 0
                   THEN jsonb_build_object('amount', jsonb_build_object('from', '1000.00', 'to', '800.00'))
                   WHEN g % 5 = 1 THEN jsonb_build_object('file', 'contrato_' || g || '_v1.pdf')
                   ELSE '{}'::jsonb END,
              now() - (g * interval '31 seconds')
       FROM generate_series(1, $3::int) g`,
      [companyId, ids, count],
    );
    await client.query('COMMIT');
    // What autovacuum does after a bulk of inserts (PostgreSQL 13+): the visibility map lets the capped count
    // and the page's ids be index-only scans instead of 10,000 heap visits each.
    await client.query('VACUUM (ANALYZE) audit_log');
    return { companyId, actorId: ids[1] ?? ids[0]! };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

export async function benchAudit(baseUrl: string, databaseUrl: string, count = 1_000_000): Promise<AuditBenchResult> {
  const seeded = performance.now();
  const { companyId, actorId } = await seedAuditRows(databaseUrl, count);
  const seedMs = performance.now() - seeded;
  const headers = await loginHeaders(baseUrl, ADMIN_USER);
  const url = (query: string) => `${baseUrl}/api/audit?company_id=${companyId}${query}`;
  // The rows span a year back from now: a month in the middle of it.
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const lists = [
    await listLatency('primera página', url(''), headers),
    await listLatency('por entidad (employee)', url('&entity=employee&page_size=50'), headers),
    await listLatency('por acción (download)', url('&action=download&page_size=50'), headers),
    await listLatency(
      `por usuario y un mes de fechas`,
      url(`&user_id=${actorId}&from=${day(200)}&to=${day(170)}`),
      headers,
    ),
    await listLatency('última página contada (10,000 filas atrás)', url('&page=100&page_size=100'), headers),
  ];
  return { rows: count, seedMs, lists };
}
