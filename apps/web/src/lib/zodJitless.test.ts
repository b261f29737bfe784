import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zodJitless';

describe('makeZodJitless', () => {
  it("sets zod's own jitless setting, whether zod loads before or after", async () => {
    makeZodJitless();
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
