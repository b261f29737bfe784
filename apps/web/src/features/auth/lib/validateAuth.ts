type AuthMode = 'login' | 'register';

let schemas: Promise<typeof import('./authSchemas')> | null = null;

/** Starts loading the schemas (and zod) without blocking the first paint. */
export function preloadAuthSchemas(): Promise<typeof import('./authSchemas')> {
  schemas ??= import('./authSchemas');
  return schemas;
}

export type AuthFieldErrors = Partial<Record<string, string>>;

/**
 * Runs the domain's loginFormSchema or registerFormSchema on the form's values. The schemas
 * are imported on first use, so zod stays out of the login page's initial JavaScript.
 * Resolves the schema's output, or the first message key per field (in the schema's order).
 */
export async function validateAuth<T>(
  mode: AuthMode,
  values: Record<string, string>,
): Promise<{ ok: true; data: T } | { ok: false; errors: AuthFieldErrors }> {
  const { loginFormSchema, registerFormSchema } = await preloadAuthSchemas();
  const result = (mode === 'register' ? registerFormSchema : loginFormSchema).safeParse(values);
  if (result.success) return { ok: true, data: result.data as T };
  const errors: AuthFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
