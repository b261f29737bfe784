/**
 * The malformed values the corpus puts in one field at a time, by the field's kind (schemaShape.ts
 * kindOf): the ones the issue names (amounts `1e9`, `-0`, `0.001`, Arabic-Indic and full-width
 * digits; the date `2026-02-30`; ids `0`, `-1`, 2^53, `abc`; 1 MB strings, NUL, lone surrogates)
 * plus values fast-check draws from a fixed seed (wrong types, junk ids), so a failure replays.
 */
import fc from 'fast-check';
import type { FieldKind } from './schemaShape';

export const ONE_MB = 1024 * 1024;
export const ONE_MB_STRING = 'x'.repeat(ONE_MB);

const IDS: unknown[] = [0, -1, 9007199254740992, 'abc', '0', '-1', '9007199254740992', 1.5, '1e3'];
/** A count or page: out of range, fractional, not a number. */
const INTEGERS: unknown[] = [-1, 1.5, 'abc', 9007199254740992, '9007199254740992'];
/** Written amounts (as a person types them); the numbers 1e9 and -0 are a right 1000000000 and 0. */
const AMOUNTS: unknown[] = ['1e9', '-0', '0.001', '١٢٣', '１２', '-100.00', 'NaN', 'Infinity', '1,000.00'];
const DATES: unknown[] = ['2026-02-30', '2026-13-01', '30/02/2026', '2026-02-30T00:00:00Z', '０２０２６-01-01'];
/** Strings no text field may store: NUL cannot live in PostgreSQL text; a lone surrogate is not Unicode. */
const TEXTS: unknown[] = [ONE_MB_STRING, 'a\u0000b', '\uD800', `x\uDFFFy`];
const ID_LISTS: unknown[] = [[], [0], [-1], ['abc'], [9007199254740992], [1.5], [[1]], [null]];

/** A value of another JSON type than `types` allows. */
function wrongTypeArbitrary(types: readonly string[]): fc.Arbitrary<unknown> {
  const pool: Array<[string, fc.Arbitrary<unknown>]> = [
    ['object', fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 })],
    ['array', fc.array(fc.integer(), { maxLength: 3 })],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true })],
    ['string', fc.string({ maxLength: 8 }).map((s) => `${s}~`)],
  ];
  const accepted = new Set(types.flatMap((t) => (t === 'integer' ? ['number'] : [t])));
  const options = pool.filter(([type]) => !accepted.has(type)).map(([, arb]) => arb);
  return options.length > 0 ? fc.oneof(...options) : fc.constant(Symbol.for('none'));
}

/** Junk an integer id field must refuse: not positive, past int4, fractional, or not a number. */
const junkId: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ min: 0.01, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.string({ minLength: 1, maxLength: 6 }).filter((s) => /\D/.test(s)),
);

/** The malformed values of one field: the named ones of its kind, then `draws` seeded draws. */
export function malformedValuesOf(kind: FieldKind, types: readonly string[], seed: number, draws = 2): unknown[] {
  const named =
    kind === 'id'
      ? IDS
      : kind === 'integer'
        ? INTEGERS
        : kind === 'amount'
          ? [...AMOUNTS, ...TEXTS.slice(1)]
          : kind === 'date'
            ? [...DATES, ...TEXTS.slice(1)]
            : kind === 'ids'
              ? ID_LISTS
              : kind === 'text'
                ? TEXTS
                : [];
  const wrong = fc.sample(wrongTypeArbitrary(types), { seed, numRuns: draws });
  const junk = kind === 'id' ? fc.sample(junkId, { seed: seed + 1, numRuns: draws }) : [];
  return [...named, ...wrong, ...junk].filter((v) => v !== Symbol.for('none'));
}

/** `depth` nested arrays around a value: JSON deeper than any parser should walk. */
export function deepJson(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}
