/**
 * The offline mail provider: each message becomes an RFC 822 .eml file in `<DATA_DIR>/outbox/` (owner-only,
 * readable by any mail client), which is how the demo follows a reset link. The log names the file, never what
 * it says: its links are live reset links. For local demos and tests only (MAIL_OUTBOX=1 on PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './interface.ts';

export interface OutboxLogger {
  info(object: Record<string, unknown>, message: string): void;
}

export interface OutboxMailOptions {
  dataDir: string;
  from: string;
  logger: OutboxLogger;
}

export function createOutboxMailProvider({ dataDir, from, logger }: OutboxMailOptions): MailProvider {
  const outbox = path.join(dataDir, 'outbox');
  // streamTransport builds the raw message without sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send({ to, subject, text, html }: MailMessage) {
      const info = await composer.sendMail({ from, to, subject, text, ...(html === undefined ? {} : { html }) });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      logger.info({ file }, 'mail written to the outbox');
    },
  };
}
