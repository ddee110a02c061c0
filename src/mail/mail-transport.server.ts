import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { writeFileAtomically } from '../files/atomic-write.server.ts';

/** One message as the outbox hands it to a transport. */
export interface OutgoingMail {
  /** '<…@domain>', the same on every delivery attempt */
  messageId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** when the message was created: the Date header, stable across retries */
  date: Date;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is accepted (SMTP 250 or file written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  /** where the file transport writes .eml files */
  outboxDir: string;
  /** upper bound for one SMTP delivery; must stay below the outbox lease */
  sendTimeoutMs: number;
}

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    date: mail.date,
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
  };
}

/** '20261121T101500Z-lead-seller-….eml': sortable by time, named after the Message-ID. */
function emlFileName(mail: Pick<OutgoingMail, 'messageId' | 'date'>): string {
  const stamp = mail.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const id = mail.messageId
    .replace(/^<|>$/g, '')
    .replace(/@.*$/, '')
    .replace(/[^A-Za-z0-9._-]/g, '_');
  return `${stamp}-${id}.eml`;
}

/**
 * Writes each message as an .eml file a person can open in any mail program. The file is named
 * after the Message-ID and written atomically (temp file + rename): a retry of the same message
 * replaces the same file, so a crash between writing and marking it sent never yields two files.
 */
function fileTransport(outboxDir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = (await builder.sendMail(toNodemailer(mail))) as { message: Buffer };
      await fs.mkdir(outboxDir, { recursive: true });
      // A full or read-only disk fails the delivery (retried later) and leaves no temp file.
      await writeFileAtomically(path.join(outboxDir, emlFileName(mail)), info.message);
    },
    close() {
      builder.close();
    },
  };
}

function smtpTransport(url: string, sendTimeoutMs: number): MailTransport {
  const perStep = Math.max(1000, Math.floor(sendTimeoutMs / 3));
  const transport = nodemailer.createTransport({ url, connectionTimeout: perStep, greetingTimeout: perStep, socketTimeout: perStep });
  return {
    kind: 'smtp',
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`SMTP delivery timed out after ${sendTimeoutMs} ms`)), sendTimeoutMs);
      });
      try {
        await Promise.race([transport.sendMail(toNodemailer(mail)), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transport.close();
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise the .eml file outbox under DATA_DIR. */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.sendTimeoutMs) : fileTransport(options.outboxDir);
}
