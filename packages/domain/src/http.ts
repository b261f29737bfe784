/** Names both ends of the HTTP conversation must agree on (03 §1 sessions). */
export const FINGERPRINT_HEADER = 'x-device-fingerprint';
export const REFRESH_COOKIE = 'abono_rt';
