/** `2.5000` → `2.5`, `3.0000` → `3`: the rate as a plain decimal string. */
export function normalizeRate(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
