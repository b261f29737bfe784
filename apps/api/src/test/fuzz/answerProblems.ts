/**
 * What the bad-input corpus requires of every answer (03 §1, decision 090): never a 5xx; every
 * 4xx the envelope `{error, message, fields?}` with a code of the domain's ERRORS table, a
 * Spanish message from the catalog and `fields` holding keys the web translates; no stack trace
 * and no SQL in any body.
 */
import { readFileSync } from 'node:fs';
import { ERRORS, MESSAGE_TEXTS, SERVER_MESSAGES, type ErrorCode } from '@abono/domain';

/**
 * The web's Spanish catalogs (the general one, the back office's, the signed-in screens') and the
 * texts of the message keys the domain writes once for both ends (MESSAGE_TEXTS).
 */
const CATALOGS: unknown[] = ['es.json', 'backOffice/es.json', 'signedIn/es.json'].map((file) =>
  JSON.parse(readFileSync(new URL(`../../../../web/src/i18n/${file}`, import.meta.url), 'utf8')),
);

/** Every Spanish text the product may show: the server's messages and the catalogs' texts. */
function spanishTexts(): Set<string> {
  const texts = new Set<string>([...Object.values(ERRORS).map((e) => e.message), ...Object.values(MESSAGE_TEXTS)]);
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  CATALOGS.forEach(collect);
  return texts;
}

const SPANISH = spanishTexts();

/** A SERVER_MESSAGES text as a pattern: its words as written, any value in each placeholder. */
function serverTextPattern(text: string): RegExp {
  const pieces = text.split(/\{\{\w+\}\}/).map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${pieces.join('.+')}$`);
}

/** The texts the server answers in place of a code's message (the domain's SERVER_MESSAGES). */
const SERVER_TEXTS = Object.values(SERVER_MESSAGES).map(serverTextPattern);

/** True when a `fields` value is a key the web translates (`errors.invalid_text` → a Spanish text). */
function isCatalogKey(key: string): boolean {
  if (key in MESSAGE_TEXTS) return true;
  return CATALOGS.some((catalog) => {
    let node: unknown = catalog;
    for (const part of key.split('.'))
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string';
  });
}

/**
 * Spanish messages found in no catalog (nor in SERVER_MESSAGES, where a service's detail of the
 * code's generic message lives): accepted, and listed by the corpus so they can move to a catalog.
 */
export const MESSAGES_OUTSIDE_CATALOG = new Set<string>();

const SPANISH_WORD =
  /(^|[\s¿¡])(el|la|los|las|de|del|no|un|una|en|es|tu|tus|con|por|para|ya|esta|este|sube|adjunta)(?=[\s.,:;!?]|$)/i;
const ENGLISH_WORD = /\b(the|is|not|invalid|must|expected|should|required|error|failed|cannot)\b/i;

/** A sentence in Spanish: starts with a capital (or ¿ ¡), has a Spanish word and no English one. */
function isSpanishSentence(message: string): boolean {
  return /^[¿¡A-ZÁÉÍÓÚÑ]/.test(message) && SPANISH_WORD.test(message) && !ENGLISH_WORD.test(message);
}

/** Text no answer may carry: stack frames, module paths, SQL and the database layer's words. */
const LEAKS: readonly RegExp[] = [
  /\bat [\w.<>]+ \(|\bat (file:|node:|\/)/,
  /node_modules/,
  /\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b/,
  /relation "/,
  /violates/,
  /syntax error/i,
  /\bpg\b|\bpostgres(ql)?\b|\bdrizzle\b/i,
];

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The problems of one answer (empty when it is right). */
export function answerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  const leak = LEAKS.find((re) => re.test(answer.body.slice(0, 200_000)));
  if (leak && answer.statusCode >= 300) problems.push(`leaks ${leak}: ${answer.body.slice(0, 200)}`);
  if (answer.statusCode < 400) return problems;
  let body: { error?: unknown; message?: unknown; fields?: unknown };
  try {
    body = JSON.parse(answer.body) as typeof body;
  } catch {
    return [...problems, `not JSON: ${answer.body.slice(0, 120)}`];
  }
  const code = body.error;
  if (typeof code !== 'string' || !(code in ERRORS)) problems.push(`unknown error code ${JSON.stringify(code)}`);
  if (typeof body.message !== 'string' || body.message.trim() === '') problems.push('no message');
  else if (
    !SPANISH.has(body.message) &&
    !SERVER_TEXTS.some((text) => text.test(body.message as string)) &&
    body.message !== ERRORS[code as ErrorCode]?.message
  ) {
    if (isSpanishSentence(body.message)) MESSAGES_OUTSIDE_CATALOG.add(body.message);
    else problems.push(`message not Spanish: ${body.message}`);
  }
  if (body.fields !== undefined) {
    const fields = body.fields as Record<string, unknown>;
    const values = fields && typeof fields === 'object' ? Object.values(fields) : [null];
    const untranslated = values.filter((v) => typeof v !== 'string' || !isCatalogKey(v));
    if (untranslated.length > 0) problems.push(`fields the web cannot translate: ${JSON.stringify(untranslated)}`);
  }
  return problems;
}
