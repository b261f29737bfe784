/** The audit log's answers (docs/decisions/080): a page of rows, newest first. */
import { z } from 'zod';
import { instantOut, intOut, pageOut } from './wire';

export const auditRowSchema = z.object({
  id: intOut,
  created_at: instantOut,
  /** Who: the account's id (null for the system or a deleted account) and its name in the company. */
  actor_user_id: intOut.nullable(),
  actor_name: z.string().nullable(),
  entity_type: z.string(),
  entity_id: intOut,
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  /** Changed fields as recorded (`{ field: { from, to } }`, or a note); see auditChanges(). */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditListSchema = z.object({
  ...pageOut(auditRowSchema),
  /** The total stopped at AUDIT_COUNT_CAP: there are more rows than `total`. */
  total_capped: z.boolean(),
});
export type AuditList = z.infer<typeof auditListSchema>;
