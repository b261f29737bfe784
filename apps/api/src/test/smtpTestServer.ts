/**
 * A real SMTP server for the e-mail tests (the smtp-server package), on a free port, no auth,
 * no TLS. It keeps every message it accepted (answered 250) and can refuse for a while (4xx)
 * or hold a message (to kill its sender mid-batch).
 */
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  /** The text part, decoded. */
  text: string;
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedEmail[];
  /** Answer 451 to the next `n` recipients. */
  refuseNext(n: number): void;
  /** Hold the data of the `n`-th message from now (1-based) until releaseHeld or acceptHeld. */
  holdMessage(n: number, onHeld: () => void): void;
  /** Let the held message fail (its client is gone anyway). */
  releaseHeld(): void;
  /** Accept the held message (answer 250). */
  acceptHeld(): void;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes a Spanish subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:([^\\n]*(?:\\n[ \\t][^\\n]*)*)`, 'im').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

/** The text/plain part of a multipart/alternative message, decoded (quoted-printable or base64). */
function textPart(raw: string): string {
  const part = /(Content-Type: text\/plain[^\n]*\r?\n(?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  if (!part) return '';
  const headers = part[1]!;
  const body = part[2]!;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  let refusals = 0;
  let dataCount = 0;
  let hold: { n: number; onHeld: () => void } | null = null;
  let held: ((error?: Error) => void) | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals--;
        callback(Object.assign(new Error('Servidor ocupado, intente más tarde'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        dataCount++;
        const raw = Buffer.concat(chunks).toString('utf8');
        const accept = () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: decodeWords(header(raw, 'Subject')),
            messageId: header(raw, 'Message-ID'),
            text: textPart(raw),
            raw,
          });
          callback();
        };
        if (hold && hold.n === dataCount) {
          held = (error) => (error ? callback(error) : accept());
          hold.onHeld();
          return;
        }
        accept();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (n) => {
      refusals = n;
    },
    holdMessage: (n, onHeld) => {
      hold = { n: dataCount + n, onHeld };
    },
    releaseHeld: () => {
      const release = held;
      held = null;
      hold = null;
      release?.(new Error('Mensaje no aceptado'));
    },
    acceptHeld: () => {
      const release = held;
      held = null;
      hold = null;
      release?.();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
