import type { PageKey } from '@abono/domain';
import type { TFunction } from 'i18next';
import { PAGE_LABEL_KEYS } from '../../../lib/pageLabelKeys';

/** The menu's words for a page a permission opens (the side menu's own labels). */
export function pageLabel(page: PageKey, t: TFunction): string {
  return t(PAGE_LABEL_KEYS[page]);
}
