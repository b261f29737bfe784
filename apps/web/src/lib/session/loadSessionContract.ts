let loading: Promise<typeof import('./sessionContract')> | null = null;

/**
 * The entry's route declarations (sessionContract.ts), loaded once. Call it early to load them
 * alongside other work (the start-up refresh) rather than after it.
 */
export function loadSessionContract(): Promise<typeof import('./sessionContract')> {
  loading ??= import('./sessionContract');
  return loading;
}
