/**
 * The key prefixes of the treasury screen's caches, each written once: every query builds its key
 * from them beside its call, and the actions invalidate by these prefixes.
 */
const all = ['treasury'] as const;

export const treasuryKeys = {
  all,
  /** The four lists of GET /treasury/loans of one company. */
  loans: (companyId: number) => [...all, 'loans', companyId] as const,
  deactivated: (companyId: number) => [...all, 'deactivated', companyId] as const,
  files: (companyId: number) => [...all, 'files', companyId] as const,
  deductions: (companyId: number, date: string) => [...all, 'deductions', companyId, date] as const,
};
