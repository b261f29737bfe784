/**
 * A lazy route's loader that starts in a task of its own. The router calls every matched route's
 * `lazy` in the one task of its navigation, and each `import()` there runs Vite's preload helper, which
 * appends the chunk's stylesheet and preload links from script. On `/` that was the longest task of a
 * phone's start-up; one task per chunk keeps each one short, at the cost of one timer turn before the
 * chunk is asked for (decision 082).
 */
export function inOwnTask<T>(load: () => Promise<T>): () => Promise<T> {
  return () => new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);
}
