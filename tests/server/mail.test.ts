import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMailProvider,
  createOutboxMailProvider,
  createSmtpMailProvider,
} from '../../src/server/providers/mail/index.ts';

const MESSAGE = {
  to: 'rita@rescue.test',
  subject: 'Reset your password',
  text: 'Open this link:\nhttp://localhost:4321/reset_password/abc123\n',
  html: '<p>Open <a href="http://localhost:4321/reset_password/abc123">this link</a></p>',
};

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  data: string;
}

describe('SMTP mail provider against a loopback SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      // Plain AUTH on loopback without TLS, only for this stub.
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
  });

  it('authenticates and delivers the message with its envelope, headers and both bodies', async () => {
    const mail = createSmtpMailProvider({
      url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      from: 'Rescue Console <no-reply@rescue.test>',
    });
    await mail.send(MESSAGE);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.user).toBe('mailer');
    expect(message!.from).toBe('no-reply@rescue.test');
    expect(message!.to).toEqual(['rita@rescue.test']);
    expect(message!.data).toMatch(/^From: Rescue Console <no-reply@rescue\.test>$/m);
    expect(message!.data).toMatch(/^To: rita@rescue\.test$/m);
    expect(message!.data).toMatch(/^Subject: Reset your password$/m);
    expect(message!.data).toContain('multipart/alternative');
    expect(message!.data).toContain('http://localhost:4321/reset_password/abc123');
  });

  it('sends text only when there is no html', async () => {
    const mail = createSmtpMailProvider({ url: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: 'a@rescue.test' });
    await mail.send({ to: 'b@rescue.test', subject: 'Hi', text: 'Plain' });
    expect(received[0]!.data).toMatch(/^Content-Type: text\/plain/m);
  });

  it('rejects when the server refuses the credentials', async () => {
    const mail = createSmtpMailProvider({ url: `smtp://mailer:wrong@127.0.0.1:${port}`, from: 'a@rescue.test' });
    await expect(mail.send(MESSAGE)).rejects.toThrow(/Invalid username or password/);
    expect(received).toHaveLength(0);
  });

  it('is the provider chosen when SMTP_URL is set', async () => {
    const logged: unknown[] = [];
    const mail = createMailProvider(
      { smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`, mailFrom: 'a@rescue.test', dataDir: '/nonexistent' },
      { info: (object) => logged.push(object) },
    );
    expect(mail.kind).toBe('smtp');
    await mail.send(MESSAGE);
    expect(received).toHaveLength(1);
    expect(logged).toEqual([]);
  });
});

describe('outbox mail provider', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-outbox-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as an owner-only .eml file and logs only where, never its links or address', async () => {
    const logged: Array<{ object: Record<string, unknown>; message: string }> = [];
    const mail = createMailProvider(
      { smtpUrl: null, mailFrom: 'Rescue Console <no-reply@rescue.test>', dataDir },
      { info: (object, message) => logged.push({ object, message }) },
    );
    expect(mail.kind).toBe('outbox');
    await mail.send(MESSAGE);
    await mail.send({ ...MESSAGE, subject: 'Second' });

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/\.eml$/);
      expect(statSync(path.join(outbox, file)).mode & 0o777).toBe(0o600);
    }
    const raw = files.map((file) => readFileSync(path.join(outbox, file), 'utf8')).join('\n');
    expect(raw).toMatch(/^From: Rescue Console <no-reply@rescue\.test>$/m);
    expect(raw).toMatch(/^To: rita@rescue\.test$/m);
    expect(raw).toMatch(/^Subject: Second$/m);

    expect(logged).toHaveLength(2);
    expect(logged[0]!.object).toEqual({ file: expect.stringContaining(outbox) });
    expect(raw).toContain('http://localhost:4321/reset_password/abc123');
    expect(JSON.stringify(logged)).not.toContain('reset_password');
    expect(JSON.stringify(logged)).not.toContain('rita@rescue.test');
  });

  it('keeps messages sent in the same millisecond apart', async () => {
    const mail = createOutboxMailProvider({ dataDir, from: 'a@rescue.test', logger: { info: () => {} } });
    await Promise.all(Array.from({ length: 5 }, (_, i) => mail.send({ ...MESSAGE, subject: `n${i}` })));
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(5);
  });
});
