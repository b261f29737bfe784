/** Query keys of the shell. */
export const queryKeys = {
  notifications: ['notifications'] as const,
  /** Prefix of the credits screen's lists (features/credits/api/creditKeys.ts builds under it). */
  creditsLists: ['loans', 'credits'] as const,
};
