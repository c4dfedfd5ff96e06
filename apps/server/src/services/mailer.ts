import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config';

export type Mail = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** Sends over SMTP (nodemailer) to the server in `SMTP_URL`. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: nodemailer.Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }
  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}

/** Without SMTP: each mail is written to `{dataDir}/outbox` as JSON and its text is logged. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}
  async send(mail: Mail): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const file = path.join(this.dir, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.json`);
    // Reset links are secrets: readable by the server's user only.
    await fs.writeFile(file, JSON.stringify({ from: this.from, ...mail }, null, 2), {
      mode: PRIVATE_FILE_MODE,
    });
    this.log.info(
      { to: mail.to, subject: mail.subject, file },
      `E-mail written to outbox: ${mail.text}`,
    );
  }
}
