/**
 * Toast kinds of spec 01 §2: success green, error red, warning yellow; 5000 ms;
 * random ids. @mantine/notifications is loaded on first use (and by the toast
 * container after the first paint), so it never weighs on the login page's
 * initial JavaScript.
 */
import i18n from '../i18n/i18n';
import containerClasses from './toastContainer.module.css';

export type ToastKind = 'success' | 'error' | 'warning';

const COLORS: Record<ToastKind, string> = { success: 'green', error: 'red', warning: 'yellow' };
export const TOAST_DURATION_MS = 5000;

/**
 * The toast container (AppProviders): at most 3 toasts at once (more wait their turn),
 * top right but below the header (toastContainer.module.css).
 */
export const TOAST_CONTAINER = {
  position: 'top-right',
  limit: 3,
  classNames: { root: containerClasses.root ?? '' },
} as const;

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return `toast-${crypto.randomUUID()}`;
  return `toast-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

export function showToast(kind: ToastKind, message: string, autoClose: number = TOAST_DURATION_MS): string {
  const id = randomId();
  void import('@mantine/notifications').then(({ notifications, notificationsStore }) => {
    // The container sets the limit only when it mounts (after the first paint); toasts
    // raised before that would otherwise stack up to Mantine's default of 5.
    const state = notificationsStore.getState();
    if (state.limit !== TOAST_CONTAINER.limit || state.defaultPosition !== TOAST_CONTAINER.position) {
      notificationsStore.setState({ ...state, limit: TOAST_CONTAINER.limit, defaultPosition: TOAST_CONTAINER.position });
    }
    notifications.show({
      id,
      position: TOAST_CONTAINER.position,
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
