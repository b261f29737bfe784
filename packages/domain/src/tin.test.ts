import { describe, expect, it } from 'vitest';
import { sanitizeTin, TIN_MAX_LENGTH } from './tin';

describe('sanitizeTin (spec 01 §5)', () => {
  it('trims, removes angle brackets and cuts at 30', () => {
    expect(sanitizeTin('  <script>ABC</script>  ')).toBe('scriptABC/script');
    expect(sanitizeTin('<AB>C')).toBe('ABC');
    expect(sanitizeTin('Y'.repeat(40))).toHaveLength(TIN_MAX_LENGTH);
    expect(TIN_MAX_LENGTH).toBe(30);
  });
});
