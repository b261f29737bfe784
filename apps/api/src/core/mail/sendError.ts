/**
 * What the outbox keeps of a failed send (decision 086): the server's code and short answer,
 * never the SMTP password or user (nodemailer may repeat the connection's details), at most
 * 300 characters on one line.
 */
const LAST_ERROR_MAX = 300;

function secretsOf(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    const parts = [url.password, url.username].filter((s) => s.length > 0);
    return [smtpUrl, ...parts, ...parts.map((p) => decodeURIComponent(p))];
  } catch {
    return [smtpUrl];
  }
}

export function sendErrorSummary(error: unknown, smtpUrl: string): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : 'ERROR';
  const status = typeof e.responseCode === 'number' ? ` ${e.responseCode}` : '';
  let text = `${code}${status}: ${typeof e.message === 'string' ? e.message : String(error)}`;
  // Longest first, so a password containing the user name is removed whole.
  for (const secret of secretsOf(smtpUrl).sort((a, b) => b.length - a.length)) text = text.split(secret).join('***');
  return text.replace(/\s+/g, ' ').trim().slice(0, LAST_ERROR_MAX);
}
