import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded. */
  body: string;
  /** The message as received (for headers with encoded words, UTF-8 bodies). */
  raw: string;
}

/** Decodes quoted-printable enough to read codes and links out of a message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on loopback that keeps every message it receives. */
export class SmtpReceiver {
  readonly mails: ReceivedMail[] = [];
  /** Recipients the server refuses (550), for tests of a mail that fails. */
  readonly refused = new Set<string>();
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject,
            body: decodeQuotedPrintable(raw),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  /** Waits for the n-th mail to an address (mails may be sent after the answer). */
  async waitFor(address: string, count = 1, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mails = this.mailsTo(address);
      if (mails.length >= count) return mails[count - 1]!;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export function codeIn(mail: ReceivedMail): string {
  const code = /confirmation code is (\d{5})/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}

/** The Subject header unfolded, its MIME encoded words decoded (UTF-8). */
export function subjectOf(mail: ReceivedMail): string {
  const raw = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return raw
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** The message's quoted-printable parts as UTF-8 text. */
export const textOf = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
