/**
 * The offline mail provider: each message becomes an RFC 822 .eml file in `<DATA_DIR>/outbox/` (readable by
 * any mail client), and the links in its text are logged, which is how the demo follows a reset link.
 * For local demos only: the files and the log hold live reset links.
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

const LINK = /https?:\/\/[^\s<>"]+/g;

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
      logger.info({ file, links: text.match(LINK) ?? [] }, 'mail written to the outbox');
    },
  };
}
