import "server-only";
import { log } from "@/lib/platform/log";
import { createTransport } from "nodemailer";

// Where alerts go: a Slack-compatible webhook (a JSON POST {"text": ...}) and/or email over SMTP.

export type AlertChannels = {
  webhookUrl?: string;
  email?: { smtpUrl: string; to: string[]; from: string };
};

export type AlertMessage = { subject: string; text: string };

export const SEND_TIMEOUT_MS = 10_000;

/** Who alert e-mails come from: ALERT_EMAIL_FROM, else alerts@ the site's host. */
export function alertFrom(e: { ALERT_EMAIL_FROM?: string; SITE_URL: string }): string {
  return e.ALERT_EMAIL_FROM ?? `alerts@${new URL(e.SITE_URL).hostname}`;
}

export function alertsEnabled(channels: AlertChannels): boolean {
  return Boolean(channels.webhookUrl || channels.email);
}

/** One POST of a Slack-compatible {"text"} body; throws on a network error, a timeout or a non-2xx answer. */
export async function postWebhook(url: string, message: AlertMessage): Promise<void> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ text: `*${message.subject}*\n${message.text}` }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    redirect: "error",
  });
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

/** One e-mail over SMTP; throws when the server refuses or does not answer in time. */
export async function sendEmail(email: NonNullable<AlertChannels["email"]>, message: AlertMessage): Promise<void> {
  const url = new URL(email.smtpUrl);
  const secure = url.protocol === "smtps:";
  const transport = createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: email.from, to: email.to, subject: message.subject, text: message.text });
  } finally {
    transport.close();
  }
}

/** Sends on every configured channel; resolves with the channels that failed (logged, never thrown). */
export async function sendAlert(channels: AlertChannels, message: AlertMessage): Promise<string[]> {
  const tasks: [string, Promise<void>][] = [];
  if (channels.webhookUrl) tasks.push(["webhook", postWebhook(channels.webhookUrl, message)]);
  if (channels.email) tasks.push(["email", sendEmail(channels.email, message)]);
  const results = await Promise.allSettled(tasks.map(([, p]) => p));
  const failed: string[] = [];
  results.forEach((r, i) => {
    if (r.status === "rejected") {
      failed.push(tasks[i]![0]);
      log.error(`[alerts] could not send "${message.subject}" by ${tasks[i]![0]}`, { error: r.reason });
    }
  });
  return failed;
}
