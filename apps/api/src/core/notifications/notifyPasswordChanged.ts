/**
 * The notice "Se cambió tu contraseña" (decision 083), for every path that sets a password: the
 * person's own change and a reset with an HR code. Call inside the transaction that sets it, so the
 * owner hears of every change that happened and of none that did not.
 */
import { renderNotice } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { notify } from './notify';

export async function notifyPasswordChanged(tx: DbOrTx, userId: number): Promise<void> {
  const notice = renderNotice('password_changed', {});
  // The account is no company's: the notice has none, and the bell opens nothing for it.
  await notify(tx, {
    userIds: [userId],
    companyId: null,
    type: notice.type,
    title: notice.title,
    message: notice.message,
    resourceType: notice.resourceType,
    resourceId: userId,
  });
}
