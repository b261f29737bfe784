import { loadAdminScreenTexts } from '../../i18n/adminCatalog';
import { ProductsPage } from './components/ProductsPage';

/** The /products route's component, once the texts it shows have loaded (i18n/adminCatalog.ts). */
export async function productsRoute(): Promise<{ Component: typeof ProductsPage }> {
  await loadAdminScreenTexts();
  return { Component: ProductsPage };
}
