/**
 * Toast kinds of spec 01 §2: success green, error red, warning yellow; 5000 ms;
 * random ids. @mantine/notifications is loaded on first use (and by the toast
 * container after the first paint), so it never weighs on the login page's
 * initial JavaScript.
 */
import i18n from '../i18n/i18n';
import { MOBILE_MEDIA_QUERY } from './useIsMobile';

export type ToastKind = 'success' | 'error' | 'warning';

const COLORS: Record<ToastKind, string> = { success: 'green', error: 'red', warning: 'yellow' };
export const TOAST_DURATION_MS = 5000;

export type ToastPosition = 'bottom-left' | 'top-center';

/**
 * Where toasts show: never over a side panel's content. Side panels open on the
 * right, so on wide screens toasts sit bottom-left, clear of the panel, the header and centred
 * dialogs. Below 768 px a panel fills the screen; toasts then sit at the top centre, over the
 * header and the panel's title bar rather than its facts, fields, error text and buttons.
 */
export function toastPosition(): ToastPosition {
  const phone =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(MOBILE_MEDIA_QUERY).matches;
  return phone ? 'top-center' : 'bottom-left';
}

/** The toast container (AppProviders): at most 3 toasts at once (more wait their turn). */
export const TOAST_CONTAINER = {
  position: 'bottom-left',
  limit: 3,
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
      notificationsStore.setState({
        ...state,
        limit: TOAST_CONTAINER.limit,
        defaultPosition: TOAST_CONTAINER.position,
      });
    }
    notifications.show({
      id,
      position: toastPosition(),
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
