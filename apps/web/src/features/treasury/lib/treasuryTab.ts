/**
 * The treasury screen's tabs, kept in the URL (`/treasury?tab=terminated`) so a notice, a reload
 * or a shared link opens the same one; anything else is the pending loans.
 */
export const TREASURY_TABS = ['pending', 'terminated', 'history'] as const;
export type TreasuryTab = (typeof TREASURY_TABS)[number];

export function parseTreasuryTab(value: string | null): TreasuryTab {
  return (TREASURY_TABS as readonly string[]).includes(value ?? '') ? (value as TreasuryTab) : 'pending';
}
