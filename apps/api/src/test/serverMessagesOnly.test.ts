/**
 * A text the server answers in place of an error code's message lives in the domain's
 * SERVER_MESSAGES, one home for every Spanish text a person reads (decision 062). AppError's
 * `message` takes only `serverMessage(...)`'s type, so the compiler refuses a plain string; this
 * reads the API's sources and also fails on a literal written into a `new AppError(` call, so a
 * cast around the type is caught too and the failure names the line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `message:` followed by a quote or a backtick: a text written in place. */
const INLINE_MESSAGE = /\bmessage\s*:\s*['"`]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [path.join(entry.parentPath, entry.name)];
  });
}

/** The end of a quoted or template literal starting at `start` (its opening quote), past the closing quote. */
function skipLiteral(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The arguments of each `new AppError(…)` call, up to its matching parenthesis. */
function appErrorCalls(text: string): { line: number; args: string }[] {
  const calls: { line: number; args: string }[] = [];
  for (const match of text.matchAll(/\bnew AppError\(/g)) {
    const open = match.index + match[0].length;
    let depth = 1;
    let i = open;
    while (i < text.length && depth > 0) {
      const c = text[i]!;
      if (c === "'" || c === '"' || c === '`') {
        i = skipLiteral(text, i);
        continue;
      }
      // A comment inside the call may hold an apostrophe or a parenthesis of its own.
      if (c === '/' && text[i + 1] === '/') {
        i = text.indexOf('\n', i);
        if (i < 0) break;
        continue;
      }
      if (c === '/' && text[i + 1] === '*') {
        i = text.indexOf('*/', i) + 2;
        if (i < 2) break;
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')') depth--;
      i++;
    }
    calls.push({ line: text.slice(0, match.index).split('\n').length, args: text.slice(open, i - 1) });
  }
  return calls;
}

/** The `new AppError(…)` calls of a source that write their message in place. */
function inlineMessages(text: string): { line: number; args: string }[] {
  return appErrorCalls(text).filter((call) => INLINE_MESSAGE.test(call.args));
}

function offences(file: string): string[] {
  return inlineMessages(readFileSync(file, 'utf8')).map(
    (call) => `${path.relative(API_SRC, file)}:${call.line}: new AppError(${call.args.trim()})`,
  );
}

describe('the server answers override texts from the catalog only', () => {
  it('finds a text written into a new AppError call', () => {
    const inline = [
      "throw new AppError('not_found', { message: 'El préstamo no existe.' });",
      'new AppError("conflict", { message: "La firma está dañada." })',
      'new AppError(refusal, {\n  message:\n    `No puedes cambiar tu ahorro (${e.controlNumber}).`,\n  details,\n})',
      "new AppError('validation_error', { fields: { file: 'errors.required' }, message: 'Adjunta (el archivo).' })",
    ];
    for (const code of inline) expect(inlineMessages(code), code).toHaveLength(1);
    const fine = [
      "new AppError('not_found', { message: serverMessage('loanNotFound') })",
      "new AppError('forbidden'); const x = { message: 'no es un AppError' };",
      "new AppError(code, { message: message as ServerMessage, fields: { file: 'errors.required' } })",
      "new AppError('conflict', {\n  // the worker's text (from the catalog)\n  message: text,\n})",
    ];
    for (const code of fine) expect(inlineMessages(code), code).toEqual([]);
  });

  it('in every source file of the API', () => {
    const files = sources(API_SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(offences)).toEqual([]);
  });
});
