/**
 * The product catalogue and the products a company offers (spec 02 §2 products, §3, §7;
 * decision 078). Products are one catalogue for every company (spec 02 §3: a product has no
 * company); which company offers which is company-scoped. Who may: the products grant of
 * manage_settings (03 §5).
 */
import { z } from 'zod';
import { objectGuard } from '../objectAccess';
import { idParamSchema } from '../schemas/common';
import { companyProductsSchema, productSchema } from '../schemas/product';
import { productSummarySchema } from '../responses/companies';
import { defineRoute } from './route';

const tags = ['products'];
const company = { from: 'params', key: 'id' } as const;

export const productsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/products',
    summary: 'Catálogo de productos (activos e inactivos)',
    tags,
    access: objectGuard('product.read', 'none'),
    response: z.array(productSummarySchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/products/:id',
    summary: 'Un producto del catálogo',
    tags,
    access: objectGuard('product.read', 'none'),
    params: idParamSchema,
    response: productSummarySchema,
    errors: ['not_found'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/products',
    summary: 'Crear un producto (nombre, descripción, tipo y si está activo)',
    tags,
    access: objectGuard('product.manage', 'none'),
    body: productSchema,
    status: 201,
    response: productSummarySchema,
    errors: ['validation_error'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/products/:id',
    summary: 'Editar un producto; desactivarlo deja de ofrecerlo en todas las empresas',
    tags,
    access: objectGuard('product.manage', 'none'),
    params: idParamSchema,
    body: productSchema,
    response: productSummarySchema,
    errors: ['validation_error', 'not_found'],
  }),
  /** Only a product no loan refers to; otherwise 409 suggesting deactivation (spec 02 §2). */
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/products/:id',
    summary: 'Eliminar un producto que ningún préstamo usa (si no, se sugiere desactivarlo)',
    tags,
    access: objectGuard('product.manage', 'none'),
    params: idParamSchema,
    response: productSummarySchema,
    errors: ['not_found', 'product_in_use'],
  }),
  /** The products the company offers, active or not (the company products modal). */
  companyProducts: defineRoute({
    method: 'GET',
    path: '/api/companies/:id/products',
    summary: 'Productos asignados a la empresa (activos e inactivos)',
    tags,
    access: objectGuard('product.read', company),
    params: idParamSchema,
    response: z.array(productSummarySchema),
    errors: ['company_forbidden', 'not_found'],
  }),
  /**
   * Replaces the company's products with `productIds`, all or nothing: an unknown id answers 404
   * and an inactive product 409, unless the company already had it (decision 078).
   */
  setCompanyProducts: defineRoute({
    method: 'PUT',
    path: '/api/companies/:id/products',
    summary: 'Elegir los productos que ofrece la empresa (productIds; un producto inactivo no se puede ofrecer)',
    tags,
    access: objectGuard('product.manage', company),
    params: idParamSchema,
    body: companyProductsSchema,
    response: z.array(productSummarySchema),
    errors: ['validation_error', 'company_forbidden', 'not_found', 'products_not_found', 'product_inactive'],
  }),
};
