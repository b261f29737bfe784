/** Permissions (spec 02 §2 permissions, §5: name and description required). */
import type { z } from 'zod';
import { MAX_LENGTH, payload, requiredText } from './common';

export const permissionSchema = payload({
  name: requiredText(MAX_LENGTH.permissionName),
  description: requiredText(MAX_LENGTH.description),
});
export type Permission = z.infer<typeof permissionSchema>;
