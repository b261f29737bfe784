import type { z } from 'zod';
import { AppError } from './appError';

/**
 * Validate input that did not go through a route schema (multipart fields): the same
 * 400 validation_error with `fields` as the route schemas give.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    fields[name] ??= issue.message;
  }
  throw new AppError('validation_error', { fields });
}
