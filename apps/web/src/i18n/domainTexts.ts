/**
 * The Spanish texts the domain owns (error messages, status and role names) enter the Spanish
 * catalog here, under the keys the screens already use (`errors.<code>`, `loanStatus.<status>`…),
 * so `t()` reads them like any other text and no Spanish word is written twice. The English
 * catalogs translate the same keys (catalogs.test.ts holds them complete; decision 062).
 */

/** A catalog, or a part of one: texts by key, nested. */
export interface Texts {
  [key: string]: string | Texts;
}

/** Each error code's Spanish message, by code (the catalog's `errors.<code>`). */
export function messagesOf(errors: Readonly<Record<string, { readonly message: string }>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([code, error]) => [code, error.message]));
}

/**
 * A catalog file with the domain's texts added beside its own (a key both hold is a failing test,
 * not a merge). The domain's records are copied, never placed in the catalog: i18next merges later
 * parts into the objects it holds, and must not write into the domain's constants.
 */
export function withDomainTexts(catalog: Texts, domain: Texts): Texts {
  const merged: Texts = { ...catalog };
  for (const [key, value] of Object.entries(domain)) {
    const own = merged[key];
    merged[key] = typeof value === 'object' ? withDomainTexts(typeof own === 'object' ? own : {}, value) : value;
  }
  return merged;
}
