import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Without SMTP each message becomes a JSON file in DATA_DIR/outbox; its text (temporary passwords, reset links) stays there, never in the log. */
function outboxMailer({ dataDir, log }: MailOptions): Mailer {
  return {
    async send(message) {
      const dir = outboxDir(dataDir);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString()}-${crypto.randomBytes(4).toString('hex')}.json`);
      // Written aside and renamed: whoever reads the outbox sees whole messages only.
      await fs.writeFile(`${file}.partial`, JSON.stringify(message, null, 2));
      await fs.rename(`${file}.partial`, file);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

function smtpMailer({ smtpUrl, from }: MailOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createMailer(options: MailOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options) : outboxMailer(options);
}
