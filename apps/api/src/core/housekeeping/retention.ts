/**
 * How long each kind of row that only serves a short-lived purpose is kept (decision 093). Each
 * age comes from the rule the row serves, imported from that rule's one home, so a longer window
 * there keeps its rows longer here.
 */
import { KNOWN_PAIR_DAYS, LOGIN_WINDOW_SECONDS } from '../auth/loginThrottle';
import { KEY_TTL_HOURS } from '../../plugins/idempotency';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A failed attempt counts toward the lockout only inside the window (03 §1): older ones go. */
export const FAILED_LOGIN_MAX_AGE_MS = LOGIN_WINDOW_SECONDS * 1000;
/** A success makes its tin and IP a "known pair" for KNOWN_PAIR_DAYS (decision 008): kept that long. */
export const SUCCESSFUL_LOGIN_MAX_AGE_MS = KNOWN_PAIR_DAYS * DAY_MS;
/** An answered Idempotency-Key replays for KEY_TTL_HOURS; after that it is ignored, then pruned. */
export const IDEMPOTENCY_KEY_MAX_AGE_MS = KEY_TTL_HOURS * HOUR_MS;
/** Read notifications older than a year (365 days) leave the bell; unread ones stay whatever their age. */
export const READ_NOTIFICATION_MAX_AGE_MS = 365 * DAY_MS;
/**
 * Rate-limit hits only count inside their bucket's window (minutes today); a day is longer than any
 * window, so pruning never shortens a limit. A bucket with a window over a day must raise this.
 */
export const RATE_LIMIT_HIT_MAX_AGE_MS = DAY_MS;
/** A sent e-mail stays a month for the operator who is asked "did it go out?"; unsent ones stay. */
export const SENT_EMAIL_MAX_AGE_MS = 30 * DAY_MS;
