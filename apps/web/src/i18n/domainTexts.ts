/**
 * The Spanish texts the domain owns (error messages, status and role names, the words of the
 * message keys the server also writes) enter the Spanish catalog here, under the keys the screens
 * already use (`errors.<code>`, `loanStatus.<status>`…), so `t()` reads them like any other text
 * and no Spanish sentence is written twice. The English catalogs translate the same keys
 * (catalogs.test.ts holds them complete; decision 062).
 */

/** A catalog, or a part of one: texts by key, nested. */
export interface Texts {
  [key: string]: string | Texts;
}

/** Texts by their full dotted key (`errors.forbidden`), as `t()` asks for them. */
export type TextsByKey = Record<string, string>;

/** A record of the domain (status → word) under a group of the catalog (`loanStatus.pending`). */
export function under(group: string, texts: Readonly<Record<string, string>>): TextsByKey {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text]));
}

/** Each error code's Spanish message, as the catalog's `errors.<code>`. */
export function messagesOf(errors: Readonly<Record<string, { readonly message: string }>>): TextsByKey {
  return Object.fromEntries(Object.entries(errors).map(([code, error]) => [`errors.${code}`, error.message]));
}

/**
 * A catalog file with the domain's texts added beside its own (a key both hold is a failing test,
 * not a merge). The file's groups on the way are copied, not changed: the imported JSON stays as
 * written, and i18next, which merges later parts into the objects it holds, never holds the file's.
 */
export function withDomainTexts(catalog: Texts, domain: TextsByKey): Texts {
  const merged: Texts = { ...catalog };
  const copied = new WeakSet<Texts>([merged]);
  for (const [key, text] of Object.entries(domain)) {
    const path = key.split('.');
    let node = merged;
    for (const part of path.slice(0, -1)) {
      const own = node[part];
      let next = typeof own === 'object' ? own : {};
      if (!copied.has(next)) {
        next = { ...next };
        copied.add(next);
        node[part] = next;
      }
      node = next;
    }
    node[path[path.length - 1]!] = text;
  }
  return merged;
}
