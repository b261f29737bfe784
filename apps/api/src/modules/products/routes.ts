import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './productService';
import { companyProductList, setCompanyProducts } from './companyProductsService';

/** The product catalogue and company products (spec 02 §7 "Products and companies"). */
export const productRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, productsApi.list, async function listProductsHandler() {
    return listProducts(db);
  });

  route(app, productsApi.get, async function getProductHandler(request) {
    return getProduct(db, request.params.id);
  });

  route(app, productsApi.create, async function createProductHandler(request) {
    return createProduct(db, authOf(request), request.body);
  });

  route(app, productsApi.update, async function updateProductHandler(request) {
    return updateProduct(db, authOf(request), request.params.id, request.body);
  });

  route(app, productsApi.remove, async function deleteProductHandler(request) {
    return deleteProduct(db, authOf(request), request.params.id);
  });

  route(app, productsApi.companyProducts, async function listCompanyProductsHandler(request) {
    return companyProductList(db, request.params.id);
  });

  route(app, productsApi.setCompanyProducts, async function setCompanyProductsHandler(request) {
    return setCompanyProducts(db, authOf(request), request.params.id, request.body.productIds);
  });
};
