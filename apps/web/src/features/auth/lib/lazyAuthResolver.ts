import type { FieldValues, Resolver } from 'react-hook-form';

type Mode = 'login' | 'register';

let schemas: Promise<typeof import('./authSchemas')> | null = null;

/** Starts loading the schemas (and zod) without blocking the first paint. */
export function preloadAuthSchemas(): Promise<typeof import('./authSchemas')> {
  schemas ??= import('./authSchemas');
  return schemas;
}

/**
 * A react-hook-form resolver running the domain's loginFormSchema or
 * registerFormSchema through the zod resolver. Validation is asynchronous anyway,
 * so the schemas are imported on first use: zod stays out of the login page's
 * initial JavaScript.
 */
export function lazyAuthResolver<T extends FieldValues>(mode: Mode): Resolver<T> {
  return async (values, context, options) => {
    const [{ loginFormSchema, registerFormSchema }, { zodResolver }] = await Promise.all([
      preloadAuthSchemas(),
      import('@hookform/resolvers/zod'),
    ]);
    const resolver = zodResolver(mode === 'register' ? registerFormSchema : loginFormSchema) as unknown as Resolver<T>;
    return resolver(values, context, options);
  };
}
