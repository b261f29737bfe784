/**
 * "Se cambió tu contraseña" (decision 085): sent to the account's owner whenever its password
 * changes, by a reset with an HR code or by the owner, so someone who did not do it learns it.
 * Call inside the transaction that changes the password. It names no company: a password is the
 * account's, whatever companies it works in.
 */
import { renderNotice } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { notify } from './notify';

export async function notifyPasswordChanged(tx: DbOrTx, userId: number): Promise<void> {
  const notice = renderNotice('password_changed', {});
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
