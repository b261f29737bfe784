import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXTS } from './messageTexts';
import { SERVER_MESSAGES, serverMessage, type ServerMessageKey } from './serverMessages';

/** serverMessage without its compile-time check of the params, to reach the run-time one. */
const untyped = serverMessage as unknown as (key: ServerMessageKey, params?: Record<string, unknown>) => string;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const SPANISH_WORD = /(^|[\s¿¡])(el|la|los|las|de|del|no|un|una|en|es|tu|con|por|para|esta|este|sube|adjunta|envía)\b/i;
const ENGLISH_WORD = /\b(the|is|not|invalid|must|expected|should|required|error|failed|cannot)\b/i;

const entries = Object.entries(SERVER_MESSAGES) as [ServerMessageKey, string][];

describe('serverMessage', () => {
  it('answers a text without placeholders as it is', () => {
    expect(serverMessage('loanNotFound')).toBe('El préstamo no existe.');
  });

  it('puts each value in its placeholder', () => {
    expect(serverMessage('roleNotAssignable', { role: 'Tesorería' })).toBe(
      'No puedes asignar el rol «Tesorería»: tiene permisos que tú no tienes',
    );
    expect(serverMessage('ownSavings', { controlNumber: 'A-17' })).toContain('número de control (A-17) y pide');
    expect(serverMessage('importTooManyRows', { maxRows: 5000 })).toBe(
      'El archivo tiene más de 5000 empleados; divídelo en varios archivos.',
    );
  });

  it('throws when a placeholder has no value', () => {
    expect(() => untyped('roleNotAssignable')).toThrow(/role/);
    expect(() => untyped('roleNotAssignable', { rol: 'Tesorería' })).toThrow();
  });

  it('throws when a value is not used by the text', () => {
    expect(() => untyped('loanNotFound', { id: 7 })).toThrow(/id/);
    expect(() => untyped('roleNotAssignable', { role: 'Tesorería', name: 'x' })).toThrow(/name/);
  });

  it('the compiler asks for exactly the params a one-piece text uses', () => {
    // @ts-expect-error a text without placeholders takes no params
    expect(() => serverMessage('loanNotFound', { id: 7 })).toThrow();
    // @ts-expect-error roleNotAssignable needs its role
    expect(() => serverMessage('roleNotAssignable')).toThrow();
    // @ts-expect-error a misspelt name
    expect(() => serverMessage('roleNotAssignable', { rol: 'Tesorería' })).toThrow();
  });

  it('answers the logo text the web shows under the field, not a copy of it', () => {
    expect(serverMessage('logoTooSmall')).toBe(MESSAGE_TEXTS['messages.logo_too_small']);
  });
});

describe('the server messages catalog', () => {
  it('holds texts', () => {
    expect(entries.length).toBeGreaterThan(20);
  });

  it.each(entries)('%s is a Spanish sentence with no stray braces', (_key, text) => {
    expect(text.trim()).not.toBe('');
    expect(text).toBe(text.trim());
    expect(text).toMatch(/^[¿¡A-ZÁÉÍÓÚÑ]/);
    expect(text).toMatch(SPANISH_WORD);
    expect(text).not.toMatch(ENGLISH_WORD);
    const bare = text.replace(PLACEHOLDER, '');
    expect(bare).not.toContain('{{');
    expect(bare).not.toContain('}}');
  });

  it.each(entries)('every placeholder of %s is named by a word', (_key, text) => {
    for (const [, name] of text.matchAll(PLACEHOLDER)) expect(name).toMatch(/^[A-Za-z]\w*$/);
  });

  it.each(entries)('%s renders whole with a value for each placeholder', (key, text) => {
    const params = Object.fromEntries([...text.matchAll(PLACEHOLDER)].map(([, name]) => [name, 'x']));
    const rendered = untyped(key, params);
    expect(rendered).not.toMatch(/\{\{|\}\}/);
    expect(rendered.trim()).not.toBe('');
  });
});
