// A real SMTP server on loopback for the end-to-end tests: the product mails to it, the
// tests read confirmation codes and reset links out of what it received.
import { SMTPServer } from 'smtp-server';

/** Quoted-printable to text: soft breaks joined, =XX bytes read as UTF-8 ('código'). */
const decodeQuotedPrintable = (raw) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

export async function startSmtp() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());

  /** The `count`-th mail to `address`, waiting for it to arrive. */
  async function waitFor(address, count = 1, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = mails.filter((m) => m.to.includes(address));
      if (found.length >= count) return found[count - 1];
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    waitFor,
    count: (address) => mails.filter((m) => m.to.includes(address)).length,
    /** The code of the newest mail to `address`, once at least `count` have arrived. */
    async code(address, count = 1) {
      await waitFor(address, count);
      const newest = mails.filter((m) => m.to.includes(address)).pop();
      const code = /confirmation code is (\d{5})/.exec(newest?.body ?? '')?.[1];
      if (!code) throw new Error(`no code in the newest mail to ${address}`);
      return code;
    },
    /** The link of the newest password-reset mail to `address`, waiting for one. */
    async resetLink(address, timeoutMs = 10_000) {
      const pattern = /(https?:\/\/[^\s"<]+\/forgot-password\/[^\s"<]+)/;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.filter((m) => m.to.includes(address) && pattern.test(m.body)).pop();
        if (found) return /** @type {string} */ (pattern.exec(found.body)?.[1]);
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no reset link mailed to ${address} within ${timeoutMs} ms`);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
