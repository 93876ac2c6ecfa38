// A real SMTP server on loopback for the e-mail flows; messages are kept raw and decoded for reading.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from './helper.ts';

export type ReceivedMail = { to: string[]; raw: string; body: string; subject: string };

/** Quoted-printable and RFC 2047 decoding, enough to read our own messages back. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeSubject(raw: string): string {
  const header = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?Q\?(.*?)\?=\s*/gi, (_, q: string) => decodeQuotedPrintable(q.replace(/_/g, ' ')))
    .replace(/=\?utf-8\?B\?(.*?)\?=\s*/gi, (_, b: string) => Buffer.from(b, 'base64').toString('utf8'))
    .trim();
}

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ to, raw, body: decodeQuotedPrintable(raw), subject: decodeSubject(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The last message received for `to` (the API awaits the SMTP delivery before answering). */
    lastTo(to: string): ReceivedMail {
      const mail = received.filter((m) => m.to.includes(to)).at(-1);
      if (!mail) throw new Error(`no e-mail received for ${to}`);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** A test app whose mail goes to a new SMTP server on loopback; closing the app closes the server too. */
export async function buildTestAppWithSmtp(): Promise<{ t: TestApp; smtp: SmtpTestServer }> {
  const smtp = await startSmtpServer();
  const t = await buildTestApp({ config: { smtpUrl: smtp.url } });
  const close = async () => {
    try {
      await t.close();
    } finally {
      await smtp.close();
    }
  };
  return { smtp, t: { ...t, close } };
}
