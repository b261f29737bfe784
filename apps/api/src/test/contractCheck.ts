/**
 * The contract holds at run time (decision 096): during the API test run every answer the app
 * sends is checked against the declaration of its route (packages/domain/src/contract): the
 * success status and its `response` schema, `otherResponses`, a file's media type, 204 without
 * a body, and the error envelope `{error, message, fields?}` whose `error` is a code of the
 * domain's ERRORS table answered with that code's status. Installed by testApp.ts only, so
 * production never runs it.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERRORS, type ErrorCode, type RouteDef } from '@abono/domain';
import { genericErrorsOf } from '../lib/route';

/** The error envelope of 03 §1; `details` carries a code's extra data (quote_mismatch's figures). */
const envelopeSchema = z
  .object({
    error: z.string().refine((code) => code in ERRORS, 'no es un código de ERRORS'),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
    details: z.unknown().optional(),
  })
  .strict();

export interface ContractTally {
  checked: number;
  mismatches: string[];
}

/**
 * `image/*` matches `image/png`; a declared type without parameters matches any (`; charset=…`),
 * one with parameters matches exactly those.
 */
function mediaTypeMatches(declared: string, actual: string): boolean {
  const norm = (value: string) => value.toLowerCase().replace(/\s+/g, '');
  const want = norm(declared);
  const got = norm(actual);
  if (want.includes(';')) return got === want;
  const base = got.split(';')[0] ?? '';
  return want.endsWith('/*') ? base.startsWith(want.slice(0, -1)) : base === want;
}

function issuesOf(result: { success: boolean; error?: z.ZodError }): string {
  return result.error ? z.prettifyError(result.error).slice(0, 600) : '';
}

/** What is wrong with one answer, or null when it fits its route's declaration. */
export function mismatchOf(
  def: RouteDef | undefined,
  status: number,
  contentType: string,
  body: string,
): string | null {
  const success = def?.status ?? 200;
  if (status >= 400) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return `${status} sin el sobre de error JSON: ${body.slice(0, 200)}`;
    }
    const other = def?.otherResponses?.[status];
    if (other && other.safeParse(json).success) return null;
    const result = envelopeSchema.safeParse(json);
    if (!result.success) return `${status} no es el sobre {error, message, fields?}: ${issuesOf(result)}`;
    const declared = ERRORS[result.data.error as keyof typeof ERRORS].status;
    if (declared !== status) return `${status} con el código ${result.data.error}, que ERRORS declara ${declared}`;
    // The codes the OpenAPI document lists for the route (lib/route.ts errorResponsesOf) are all it may answer.
    const code = result.data.error as ErrorCode;
    if (def && !genericErrorsOf(def).includes(code) && !def.errors?.includes(code)) {
      return `${status} ${code}: código no declarado en errors`;
    }
    return null;
  }
  if (!def) return null;
  const other = def.otherResponses?.[status];
  if (status !== success && !other) return `${status} en vez de ${success}`;
  if (status === 204) return body.length === 0 ? null : `204 con cuerpo: ${body.slice(0, 200)}`;
  if (def.file && !other) {
    const types = [def.file].flat();
    return types.some((t) => mediaTypeMatches(t, contentType))
      ? null
      : `archivo con Content-Type ${contentType || '(ninguno)'}, se declaró ${types.join(' o ')}`;
  }
  const schema = other ?? def.response;
  if (!schema) return body.length === 0 ? null : `${status} con cuerpo sin esquema declarado`;
  if (!mediaTypeMatches('application/json', contentType)) return `${status} con Content-Type ${contentType}`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${status} sin JSON: ${body.slice(0, 200)}`;
  }
  const result = schema.safeParse(json);
  return result.success ? null : `${status} no cumple el esquema de respuesta: ${issuesOf(result)}`;
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

function decoded(bytes: Buffer, encoding: string): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/**
 * Adds the check as the app's last onSend hook (after compression, so a compressed JSON answer
 * is read whole, checked decoded and sent on as the same bytes). A file's bytes are never read:
 * its Content-Type is what the declaration states. Answers outside /api/ (the SPA, the docs UI)
 * have no declaration and are not counted.
 */
export function installContractCheck(app: FastifyInstance, tally: ContractTally): void {
  app.addHook('onSend', async function checkContract(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const def = request.routeOptions.config?.contract;
    const status = reply.statusCode;
    if (!def && !(request.url.startsWith('/api/') && status >= 400)) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const isFile = def?.file && status < 300 && !def.otherResponses?.[status];
    let out = payload;
    let body = '';
    if (!isFile && payload !== null && payload !== undefined) {
      const encoding = String(reply.getHeader('content-encoding') ?? '');
      const bytes =
        payload instanceof Readable
          ? await bufferOf(payload)
          : Buffer.isBuffer(payload)
            ? payload
            : Buffer.from(String(payload));
      if (payload instanceof Readable) out = bytes;
      body = decoded(bytes, encoding);
    }
    tally.checked += 1;
    const problem = mismatchOf(def, status, contentType, body);
    if (problem) tally.mismatches.push(`${request.method} ${def?.path ?? request.url} → ${problem}`);
    return out;
  });
}

/** Where each test file leaves its tally for the run's teardown (globalSetup.ts). */
export function writeTally(dir: string, tally: ContractTally): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${process.pid}-${randomBytes(4).toString('hex')}.json`), JSON.stringify(tally));
}

/** The run's sum of every file's tally; the files are removed. */
export function sumTallies(dir: string): ContractTally {
  const total: ContractTally = { checked: 0, mismatches: [] };
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return total;
  }
  for (const name of names) {
    const one = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ContractTally;
    total.checked += one.checked;
    total.mismatches.push(...one.mismatches);
  }
  rmSync(dir, { recursive: true, force: true });
  return total;
}
