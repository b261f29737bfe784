import { vi } from 'vitest';

/**
 * The FormData the app passed to fetch for `path`. The test environment's fetch bridge
 * (jsdom File → Node FormData) loses file contents and names before MSW sees them, so
 * file parts are read here; text fields can be read in the MSW handler as usual.
 */
export function captureFetchBody(path: string): () => FormData {
  let body: FormData | null = null;
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://localhost').pathname === path && init?.body instanceof FormData) body = init.body;
    return original(input, init);
  });
  return () => {
    if (!body) throw new Error(`no FormData sent to ${path}`);
    return body;
  };
}
