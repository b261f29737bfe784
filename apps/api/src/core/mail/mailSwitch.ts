/**
 * Whether this process queues e-mail (decision 086). The notice writers run deep inside
 * services that hold only a transaction, so the switch is set once per process by `buildApp`
 * from the configuration (SMTP_URL) and cleared when the app closes; no SMTP_URL, no rows.
 */
export interface MailSwitch {
  /** Absolute base of the links in the messages (PUBLIC_URL, no trailing slash). */
  publicUrl: string;
}

let current: MailSwitch | null = null;

/** Turns e-mail on; the returned function turns it off again (only if still this setting). */
export function enableMail(settings: MailSwitch): () => void {
  const mine = { ...settings };
  current = mine;
  return () => {
    if (current === mine) current = null;
  };
}

/** The settings while e-mail is on, else null. */
export function mailSettings(): MailSwitch | null {
  return current;
}
