/**
 * The run-time contract check itself (contractCheck.ts): it must refuse each kind of answer a
 * declaration does not allow, or the whole run's "0 fuera del contrato" would prove nothing.
 */
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { describe, expect, it } from 'vitest';
import { authApi, defineRoute, healthApi, treasuryApi } from '@abono/domain';
import { installContractCheck, mismatchOf, type ContractTally } from './contractCheck';

const JSON_TYPE = 'application/json; charset=utf-8';
const file = { id: 1, kind: 'bank_request', bank: null, file_name: 'a.csv', created_by: 'Ana' };
const fileRow = { ...file, created_at: '2026-01-01T00:00:00.000Z', loan_count: 1, total: '10.00', sha256: 'x' };

describe('mismatchOf', () => {
  it('accepts an answer that fits its declaration', () => {
    expect(mismatchOf(treasuryApi.files, 200, JSON_TYPE, JSON.stringify({ rows: [fileRow] }))).toBeNull();
    expect(mismatchOf(authApi.changePassword, 204, '', '')).toBeNull();
    expect(mismatchOf(treasuryApi.bankFile, 200, 'text/csv; charset=utf-8', '')).toBeNull();
    const envelope = { error: 'forbidden', message: 'No.', fields: { a: 'b' } };
    expect(mismatchOf(treasuryApi.files, 403, JSON_TYPE, JSON.stringify(envelope))).toBeNull();
  });

  it('refuses a success body that breaks the response schema', () => {
    const bad = JSON.stringify({ rows: [{ ...fileRow, total: 10 }] });
    expect(mismatchOf(treasuryApi.files, 200, JSON_TYPE, bad)).toMatch(/esquema de respuesta/);
  });

  it('refuses an undeclared success status, a 204 with a body and a file of another media type', () => {
    expect(mismatchOf(treasuryApi.files, 201, JSON_TYPE, '{"rows":[]}')).toMatch(/201 en vez de 200/);
    expect(mismatchOf(authApi.changePassword, 204, '', '{}')).toMatch(/204 con cuerpo/);
    expect(mismatchOf(treasuryApi.bankFile, 200, 'application/pdf', '')).toMatch(/Content-Type application\/pdf/);
  });

  it('refuses an error outside the envelope, with a code ERRORS lacks, or at another status', () => {
    expect(mismatchOf(treasuryApi.files, 400, JSON_TYPE, '{"message":"x"}')).toMatch(/sobre/);
    expect(mismatchOf(treasuryApi.files, 400, JSON_TYPE, '{"error":"nope","message":"x"}')).toMatch(/ERRORS/);
    const extra = JSON.stringify({ error: 'forbidden', message: 'x', stack: 'at …' });
    expect(mismatchOf(treasuryApi.files, 403, JSON_TYPE, extra)).toMatch(/sobre/);
    const wrong = JSON.stringify({ error: 'forbidden', message: 'x' });
    expect(mismatchOf(treasuryApi.files, 400, JSON_TYPE, wrong)).toMatch(/ERRORS declara 403/);
    expect(mismatchOf(undefined, 500, 'text/html', '<h1>500</h1>')).toMatch(/sin el sobre/);
  });

  it('refuses a code the route neither declares nor may answer as a route of its kind', () => {
    const body = (error: string) => JSON.stringify({ error, message: 'x' });
    expect(mismatchOf(treasuryApi.files, 404, JSON_TYPE, body('no_loans_to_request'))).toMatch(/no declarado/);
    expect(mismatchOf(treasuryApi.bankFile, 404, JSON_TYPE, body('no_loans_to_request'))).toBeNull();
    expect(mismatchOf(treasuryApi.files, 401, JSON_TYPE, body('unauthorized'))).toBeNull();
    expect(mismatchOf(healthApi.check, 401, JSON_TYPE, body('unauthorized'))).toMatch(/no declarado/);
  });

  it('takes an answer of otherResponses at its status', () => {
    expect(mismatchOf(healthApi.check, 503, JSON_TYPE, '{"status":1}')).toMatch(/sobre/);
  });
});

describe('installContractCheck', () => {
  it('counts every declared answer and records the one that breaks its declaration', async () => {
    const app = Fastify();
    const tally: ContractTally = { checked: 0, mismatches: [] };
    installContractCheck(app, tally);
    const def = defineRoute({
      method: 'GET',
      path: '/api/x',
      summary: 'x',
      tags: [],
      access: { kind: 'public' },
      response: treasuryApi.files.response,
    });
    app.get('/api/x', { config: { contract: def } }, async function bad() {
      return { rows: [{ id: 'uno' }] };
    });
    app.get('/api/y', { config: { contract: def } }, async function good() {
      return { rows: [] };
    });
    expect((await app.inject('/api/y')).statusCode).toBe(200);
    expect(tally).toEqual({ checked: 1, mismatches: [] });
    expect((await app.inject('/api/x')).statusCode).toBe(200);
    expect(tally.checked).toBe(2);
    expect(tally.mismatches[0]).toMatch(/^GET \/api\/x → 200 no cumple el esquema/);
    await app.close();
  });

  it('reads a compressed answer decoded and still sends the same bytes', async () => {
    const app = Fastify();
    await app.register(compress, { global: true, threshold: 0, encodings: ['br'] });
    const tally: ContractTally = { checked: 0, mismatches: [] };
    installContractCheck(app, tally);
    const def = { ...treasuryApi.files, path: '/api/z' } as const;
    const rows = Array.from({ length: 50 }, (_, id) => ({ ...fileRow, id, total: 'x'.repeat(40) }));
    app.get('/api/z', { config: { contract: def } }, async function big() {
      return { rows: [...rows, { id: 'no' }] };
    });
    const res = await app.inject({ url: '/api/z', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')).rows).toHaveLength(51);
    expect(tally.mismatches).toHaveLength(1);
    expect(tally.mismatches[0]).toMatch(/no cumple el esquema/);
    await app.close();
  });
});
