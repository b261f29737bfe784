/** Query keys of the shell. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  companies: ['companies'] as const,
  notifications: ['notifications'] as const,
  /** Prefix of the credits screen's lists (features/credits/api/creditKeys.ts builds under it). */
  creditsLists: ['loans', 'credits'] as const,
};
