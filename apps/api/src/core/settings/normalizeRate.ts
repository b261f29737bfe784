/**
 * `2.5000` → `2.5`, `3.0000` → `3`, `002.50` → `2.5`: the rate as a plain decimal string (the
 * stored numeric never has leading zeros; a typed rate may, and compares equal without them).
 */
export function normalizeRate(value: string): string {
  const plain = value.replace(/^0+(?=\d)/, '');
  return plain.includes('.') ? plain.replace(/0+$/, '').replace(/\.$/, '') : plain;
}
