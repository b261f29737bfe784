/** The last four digits only: audit rows never hold whole account numbers (employees' or a company's). */
export function maskedAccount(account: string | null): string | null {
  return account ? `…${account.slice(-4)}` : null;
}
