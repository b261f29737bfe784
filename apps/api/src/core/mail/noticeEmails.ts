/**
 * The e-mail side of the notices (decision 086): notify.ts calls this in the notice's
 * transaction. Only the notices of EMAILED_NOTICES, only to the person they are about, and
 * only when e-mail is on, the account is active, has an address and kept the preference on.
 */
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { renderNotice, type NoticeKey, type NoticeParams } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companies, users } from '../../db/schema';
import { mailSettings } from './mailSwitch';
import { queueEmails, type OutgoingEmail } from './queueEmail';
import { EMAILED_NOTICES, noticeEmail } from './templates/noticeEmail';

export interface NoticeEmailTarget<K extends NoticeKey> {
  subjectUserId?: number | null;
  params: NoticeParams<K>;
}

/** Queues the e-mails of one catalog notice sent to these targets of one company. */
export async function queueNoticeEmails<K extends NoticeKey>(
  tx: DbOrTx,
  key: K,
  companyId: number | null,
  targets: readonly NoticeEmailTarget<K>[],
): Promise<void> {
  const settings = mailSettings();
  const path = EMAILED_NOTICES[key];
  if (settings === null || path === undefined) return;
  const userIds = [...new Set(targets.flatMap((t) => (t.subjectUserId == null ? [] : [t.subjectUserId])))];
  if (userIds.length === 0) return;
  const readers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.isActive, true),
        eq(users.emailNotices, true),
        isNotNull(users.email),
        ne(users.email, ''),
      ),
    );
  if (readers.length === 0) return;
  const emailOf = new Map(readers.map((r) => [r.id, r.email!]));
  const [company] =
    companyId === null
      ? []
      : await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const messages: OutgoingEmail[] = [];
  for (const target of targets) {
    const to = target.subjectUserId == null ? undefined : emailOf.get(target.subjectUserId);
    if (to === undefined) continue;
    const content = noticeEmail(renderNotice(key, target.params), {
      path,
      publicUrl: settings.publicUrl,
      companyName: company?.name ?? null,
    });
    messages.push({ companyId, userId: target.subjectUserId!, to, ...content });
  }
  await queueEmails(tx, messages);
}
