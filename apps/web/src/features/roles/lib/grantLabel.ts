import type { Grant } from '@abono/domain';
import type { TFunction } from 'i18next';

/** A grant in words: "Endpoint · Préstamos · Todas" (the type, the resource and the action from the catalog). */
export function grantLabel(grant: Grant, t: TFunction): string {
  const resourceKey = `roles.perm.resources.${grant.resource}`;
  const resource = t(resourceKey, { defaultValue: grant.resource });
  return `${t(`roles.perm.types.${grant.type}`)} · ${resource} · ${t(`roles.perm.actions.${grant.action}`)}`;
}
