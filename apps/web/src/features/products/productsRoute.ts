import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { ProductsPage } from './components/ProductsPage';

/** The /products route's component, once the back-office texts it shows have loaded (i18n/backOfficeCatalog.ts). */
export async function productsRoute(): Promise<{ Component: typeof ProductsPage }> {
  await loadBackOfficeCatalog();
  return { Component: ProductsPage };
}
