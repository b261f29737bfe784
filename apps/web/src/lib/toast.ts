/**
 * Toast kinds of spec 01 §2: success green, error red, warning yellow; 5000 ms;
 * random ids. @mantine/notifications is loaded on first use (and by the toast
 * container after the first paint), so it never weighs on the login page's
 * initial JavaScript.
 */
import i18n from '../i18n/i18n';

export type ToastKind = 'success' | 'error' | 'warning';

const COLORS: Record<ToastKind, string> = { success: 'green', error: 'red', warning: 'yellow' };
export const TOAST_DURATION_MS = 5000;

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return `toast-${crypto.randomUUID()}`;
  return `toast-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

export function showToast(kind: ToastKind, message: string, autoClose: number = TOAST_DURATION_MS): string {
  const id = randomId();
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({
      id,
      message,
      color: COLORS[kind],
      autoClose,
      withBorder: true,
      closeButtonProps: { 'aria-label': i18n.t('actions.close') },
      'data-testid': `toast-${kind}`,
    } as Parameters<typeof notifications.show>[0]);
  });
  return id;
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  warning: (message: string) => showToast('warning', message),
};
