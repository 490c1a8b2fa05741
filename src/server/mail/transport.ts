import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { logger } from '@/server/log.mjs';

const log = logger('mail');

export type OutgoingMail = {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
  /** an invitation for the reader's calendar (text/calendar with its method) */
  calendar?: { method: string; content: string } | null;
  /** stored with the message when it was enqueued; rows from before that carry none */
  messageId?: string | null;
  inReplyTo?: string | null;
  /** Message-IDs separated by spaces, oldest first */
  references?: string | null;
};

/** Delivers one message; resolves with the Message-ID it was sent with, rejects when it was not accepted. */
export type MailTransport = {
  name: string;
  send: (mail: OutgoingMail) => Promise<string>;
  close?: () => void;
};

export type MailConfig = { smtpUrl?: string; from: string; dataDir: string; siteUrl: string };

/**
 * A stable Message-ID per outbox row, so a retried message is recognisably the same message: the
 * one stored with it, or for a row stored before messages got one, one made from its id.
 */
function messageIdFor(mail: OutgoingMail, siteUrl: string): string {
  const host = new URL(siteUrl).hostname || 'localhost';
  return `<outbox-${mail.id}.${mail.createdAt.getTime()}@${host}>`;
}

function envelope(mail: OutgoingMail, config: MailConfig) {
  return {
    from: config.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId: mail.messageId ?? messageIdFor(mail, config.siteUrl),
    inReplyTo: mail.inReplyTo ?? undefined,
    references: mail.references ?? undefined,
    headers: { 'X-Mail-Kind': mail.kind },
    // nodemailer adds it as a text/calendar alternative (method=...) and as invite.ics
    ...(mail.calendar
      ? {
          icalEvent: {
            method: mail.calendar.method,
            filename: 'invite.ics',
            content: mail.calendar.content,
          },
        }
      : {}),
  };
}

/** SMTP through nodemailer; short timeouts so a dead server fails fast and the outbox retries later. */
export function smtpTransport(config: MailConfig & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(envelope(mail, config));
      if (info.rejected?.length && !info.accepted?.length)
        throw new Error(`Rejected by the mail server: ${info.response}`);
      return info.messageId;
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL every message becomes DATA_DIR/mail/<time>-<id>-<kind>.eml and one log line. */
export function fileTransport(config: MailConfig): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const dir = path.resolve(config.dataDir, 'mail');
  return {
    name: 'file',
    async send(mail) {
      const info = await transporter.sendMail(envelope(mail, config));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        dir,
        `${stamp}-${mail.id}-${mail.kind.replace(/[^a-z0-9-]/gi, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { outboxId: mail.id, kind: mail.kind },
        `${mail.kind} to ${mail.to} written to ${path.relative(process.cwd(), file)}`,
      );
      return info.messageId;
    },
  };
}

/**
 * Connects to the mail server of `smtpUrl`, has it greet and take the login, and leaves without
 * sending anything (`npm run doctor`); rejects with why it could not.
 */
export async function smtpReachable(smtpUrl: string): Promise<void> {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    await transporter.verify();
  } finally {
    transporter.close();
  }
}

export function createTransport(config: MailConfig): MailTransport {
  return config.smtpUrl
    ? smtpTransport({ ...config, smtpUrl: config.smtpUrl })
    : fileTransport(config);
}
