import "server-only";
import { z } from "zod";
import { AD_TAG_SETTINGS } from "./ads/config.mjs";
import { BUILD_TIME_VARIABLES as BUILD_VARIABLES, RECORDED_VARIABLES } from "./build-settings.mjs";
import { DEFAULT_COMPLEX } from "./site/content/complexes/default";
import { mobileNumberSchema } from "./platform/format/phone";

// The one place that reads process.env. Every variable is parsed once, here, with zod;
// a bad value stops the server with a message that names the variable.

const optionalUrl = z.preprocess(
  blankToUndefined,
  z.url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" }).optional(),
);

function blankToUndefined(v: unknown) {
  return typeof v === "string" && v.trim() === "" ? undefined : v;
}

function optionalSecret(minBytes: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(minBytes, { message: `must be at least ${minBytes} characters` })
      .optional(),
  );
}

/** An ad tag id in its platform's format (lib/ads/config.mjs), or unset. */
function adTagId(name: keyof typeof AD_TAG_SETTINGS) {
  const { pattern, message } = AD_TAG_SETTINGS[name];
  return z.preprocess(blankToUndefined, z.string().trim().regex(pattern, { message }).optional());
}

/** The folder name of a complex under lib/site/content/complexes/ (lowercase letters, digits, hyphens). */
export const complexSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  message:
    "COMPLEX must be a folder name under lib/site/content/complexes/ (lowercase letters, digits and hyphens), e.g. my-complex",
});
export { DEFAULT_COMPLEX };

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Public origin used for canonical links, sitemap and Open Graph. */
  SITE_URL: z
    .url({ message: "SITE_URL must be an absolute http(s) URL, e.g. https://www.example.com" })
    .default("http://localhost:3000")
    .transform((v) => v.replace(/\/+$/, "")),
  /**
   * Demo content: the sample press articles seeded at start and the home's sample news. Unset: on when
   * SITE_URL is this machine (the quick start's `npm start`), off for any public address. Read at
   * start (seeding) and at build time (the home page is prerendered). See demoContent().
   */
  DEMO_CONTENT: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"], { message: "DEMO_CONTENT must be 'true' or 'false'" })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
  ),
  /** Which complex's content the build shows (lib/site/content/complexes/<COMPLEX>/); read at build time. */
  COMPLEX: z.preprocess(blankToUndefined, complexSlugSchema.default(DEFAULT_COMPLEX)),
  /** Where press articles and leads live. */
  DATA_BACKEND: z
    .enum(["sqlite", "firestore"], { message: "DATA_BACKEND must be 'sqlite' or 'firestore'" })
    .default("sqlite"),
  /** Folder of the embedded SQLite file (and generated dev secrets). */
  DATA_DIR: z.string().min(1).default("./data"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * The test clock: the instant (ISO 8601 with an offset, e.g. 2025-09-20T10:00:00+09:00) this server
   * takes for now when it decides what is dated content (lib/site/today.ts: schedule steps done, the
   * announcements of the day, the home's phase). Refused unless SITE_URL is this machine, so no public
   * server can run on it; read per process, so a page changes with it without a rebuild.
   */
  PRESALE_NOW: z.preprocess(
    blankToUndefined,
    z.iso
      .datetime({
        offset: true,
        message: "PRESALE_NOW must be an ISO date and time with its offset, e.g. 2025-09-20T10:00:00+09:00",
      })
      .optional(),
  ),
  FORM_SERVICE_URL: optionalUrl,
  FORM_SERVICE_URL_REGISTER: optionalUrl,
  FORM_SERVICE_URL_VISIT: optionalUrl,
  FORM_SERVICE_URL_INQUIRY: optionalUrl,
  /** How the server logs: json (one Cloud Logging object a line; production's default) or text (development's). */
  LOG_FORMAT: z.preprocess(
    blankToUndefined,
    z.enum(["json", "text"], { message: "LOG_FORMAT must be 'json' or 'text'" }).optional(),
  ),
  /** Lead submissions per minute per client address; 0 turns the limit off. Per instance by design. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  /** How many proxies in front of the server overwrite X-Forwarded-For (0: use the socket address). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Bearer secret of POST /api/cron/run (and its alias /api/cron/drain); unset disables those routes. */
  CRON_SECRET: optionalSecret(16),
  /**
   * Who runs the scheduled jobs (lib/server/jobs): `interval`, an in-process timer every few seconds (a
   * long-running server), or `cron`, only the cron route (hosts that scale to zero or take the CPU
   * away after a response; needs CRON_SECRET and a scheduler calling the route every minute).
   */
  BACKGROUND_JOBS: z.preprocess(
    blankToUndefined,
    z.enum(["interval", "cron"], { message: "BACKGROUND_JOBS must be 'interval' or 'cron'" }).default("interval"),
  ),
  /** Embedded admin sign-in. */
  ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email({ message: "must be an email address" }).optional()),
  ADMIN_PASSWORD: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  ADMIN_PASSWORD_HASH: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^scrypt\$/, { message: "must come from `npm run hash-password`" })
      .optional(),
  ),
  /** Firebase mode: emails allowed to publish besides users with the custom claim admin=true (comma-separated). */
  ADMIN_EMAILS: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((e) => e.trim())
            .filter(Boolean)
        : [],
    z.array(z.email({ message: "must be a comma-separated list of emails" })),
  ),
  /** Signs the admin session cookie; 32+ bytes, required in production. */
  SESSION_SECRET: optionalSecret(32),
  /**
   * Who signs in with a second factor (an authenticator app's code) after the password: everyone
   * (the default), admins (staff members sign in with the password alone), or none, which only a
   * server on this machine may use (SITE_URL a loopback address: the browser tests, local work).
   */
  SECOND_FACTOR: z.preprocess(
    blankToUndefined,
    z
      .enum(["everyone", "admins", "none"], { message: "SECOND_FACTOR must be 'everyone', 'admins' or 'none'" })
      .default("everyone"),
  ),
  /** A back-office session unused this many minutes ends (the idle limit; the absolute one is 8 hours). */
  ADMIN_IDLE_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "ADMIN_IDLE_MINUTES must be a whole number of minutes" })
      .int()
      .min(5)
      .max(480)
      .default(30),
  ),
  /** embedded (ADMIN_EMAIL/PASSWORD) or firebase (Firebase Auth); default: firebase when DATA_BACKEND=firestore. */
  AUTH_BACKEND: z.preprocess(blankToUndefined, z.enum(["embedded", "firebase"]).optional()),
  FIREBASE_PROJECT_ID: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  /** The Firestore database of this complex (a named database; one per complex in a shared project); unset: the project's default. */
  FIRESTORE_DATABASE_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(?:\(default\)|[a-z][a-z0-9-]{2,61}[a-z0-9])$/, {
        message:
          "must be a Firestore database id: 4 to 63 lowercase letters, digits and hyphens, starting with a letter (or (default))",
      })
      .optional(),
  ),
  /** Service account JSON (the whole file's content); unset uses Application Default Credentials. */
  FIREBASE_SERVICE_ACCOUNT: z.preprocess(blankToUndefined, z.string().min(2).optional()),
  /** Web config for the admin login page (public values). */
  FIREBASE_API_KEY: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  FIREBASE_AUTH_DOMAIN: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  /** Alerts to the sales team (lib/leads/alerts): a Slack-compatible webhook, and/or email over SMTP. All unset: alerts off. */
  ALERT_WEBHOOK_URL: optionalUrl,
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's URL form). */
  ALERT_SMTP_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^smtps?$/, message: "must be smtp://user:pass@host:port or smtps://..." }).optional(),
  ),
  /** Comma-separated addresses that get alert emails. */
  ALERT_EMAIL_TO: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((e) => e.trim())
            .filter(Boolean)
        : [],
    z.array(z.email({ message: "must be a comma-separated list of emails" })),
  ),
  /** Sender of alert emails; default alerts@ the SITE_URL host. */
  ALERT_EMAIL_FROM: z.preprocess(blankToUndefined, z.email({ message: "must be an email address" }).optional()),
  /** Minutes the oldest pending lead may wait before the sales team is told. */
  ALERT_PENDING_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /**
   * The sales desk's new-lead alert (lib/leads/desk/lead-alert.ts), one or more channels; all unset: off.
   * A Slack- or Telegram-compatible webhook of the team (a JSON POST {"text": ...}; Telegram: the
   * bot's sendMessage URL with ?chat_id=...).
   */
  LEAD_ALERT_WEBHOOK_URL: optionalUrl,
  /** true: each new lead is e-mailed to its assignee, else to the day's duty (over ALERT_SMTP_URL). */
  LEAD_ALERT_EMAIL: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"], { message: "LEAD_ALERT_EMAIL must be 'true' or 'false'" })
      .default("false")
      .transform((v) => v === "true"),
  ),
  /** Mobile numbers (comma-separated) texted on each new lead: the desk's duty phone (needs the SMS settings). */
  LEAD_ALERT_SMS_TO: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((n) => n.trim())
            .filter(Boolean)
        : [],
    z.array(mobileNumberSchema).max(5, { message: "LEAD_ALERT_SMS_TO takes at most 5 numbers" }),
  ),
  /** Korean hours with no alert, e.g. 22-08 (the default): an alert waits for their end. `off`: any hour. */
  LEAD_ALERT_QUIET_HOURS: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : "22-08"),
    z.union([
      z.literal("off").transform(() => null),
      z
        .string()
        .regex(/^([01]?\d|2[0-3])-([01]?\d|2[0-3])$/, {
          message: "LEAD_ALERT_QUIET_HOURS must be two hours, e.g. 22-08, or off",
        })
        .transform((v) => {
          const [from, to] = v.split("-").map(Number) as [number, number];
          return { from, to };
        })
        .refine((q) => q.from !== q.to, { message: "LEAD_ALERT_QUIET_HOURS: the two hours must differ (or off)" }),
    ]),
  ),
  /** true: alerts carry the person's phone number; false (the default): only a link to the lead. */
  LEAD_ALERT_WITH_PHONE: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"], { message: "LEAD_ALERT_WITH_PHONE must be 'true' or 'false'" })
      .default("false")
      .transform((v) => v === "true"),
  ),
  /** Search engine ownership checks: the content of the naver-site-verification / google-site-verification metas. */
  NAVER_SITE_VERIFICATION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, {
        message: "must be the code Naver Search Advisor gives (letters, digits, - and _)",
      })
      .optional(),
  ),
  GOOGLE_SITE_VERIFICATION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, { message: "must be the code Search Console gives (letters, digits, - and _)" })
      .optional(),
  ),
  /** The ad platforms' tags (lib/ads/config.mjs), read at build time: ids are public, each unset means no tag. */
  NAVER_WCS_ID: adTagId("NAVER_WCS_ID"),
  KAKAO_PIXEL_ID: adTagId("KAKAO_PIXEL_ID"),
  /**
   * The complex's KakaoTalk channel, its public id (`_` and letters, as in pf.kakao.com/_AbCdE):
   * a "카카오톡 상담" button opens the channel's chat (the phone's bottom bar, the desktop's buttons).
   * Public; build time (the pages are prerendered).
   */
  KAKAO_CHANNEL_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^_[A-Za-z0-9]{3,20}$/, {
        message: "KAKAO_CHANNEL_ID must be the channel's public id, e.g. _AbCdE (pf.kakao.com/_AbCdE)",
      })
      .optional(),
  ),
  META_PIXEL_ID: adTagId("META_PIXEL_ID"),
  GA4_MEASUREMENT_ID: adTagId("GA4_MEASUREMENT_ID"),
  GOOGLE_ADS_ID: adTagId("GOOGLE_ADS_ID"),
  GOOGLE_ADS_LEAD_LABEL: adTagId("GOOGLE_ADS_LEAD_LABEL"),
  GOOGLE_ADS_BOOKING_LABEL: adTagId("GOOGLE_ADS_BOOKING_LABEL"),
  /** Meta Conversions API (lib/ads): the system user's access token; with META_PIXEL_ID, each consenting lead's Lead event is sent from the server. */
  META_CAPI_TOKEN: optionalSecret(20),
  /** The Graph API base (default https://graph.facebook.com/v21.0); tests point it at a loopback stand-in. */
  META_CAPI_URL: optionalUrl,
  /** Events Manager's test code (TEST12345): events show under 이벤트 테스트 and are not counted. */
  META_TEST_EVENT_CODE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^TEST[A-Za-z0-9]{1,20}$/, {
        message: "must be the code Events Manager gives (TEST and letters or digits)",
      })
      .optional(),
  ),
  FIRESTORE_EMULATOR_HOST: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  /** Signs the visit-booking manage links (cancel/change, lib/visits/token.ts); 32+ characters, required in production. */
  VISIT_TOKEN_SECRET: optionalSecret(32),
  /** SOLAPI SMS (lib/messages): API key and secret; unset, no SMS is sent and nothing fails. */
  SOLAPI_API_KEY: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  SOLAPI_API_SECRET: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  /** The sender number registered with SOLAPI (digits; hyphens are dropped). */
  SMS_SENDER_NUMBER: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.replace(/[\s-]/g, "")) : v),
    z
      .string()
      .regex(/^(0\d{8,10}|1[5-9]\d{6})$/, { message: "must be a Korean phone number, e.g. 1588-0000 or 02-1234-5678" })
      .optional(),
  ),
  /** Send the day-before visit reminder by SMS (true/false). */
  SMS_VISIT_REMINDER: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  ),
  /**
   * The booking's texts (codes, confirmations, reminders) the site may send a Korean day; past it
   * nothing more of them goes out that day and an alert does. Welcomes and staff alerts have budgets
   * of their own, so that a flood of fake registrations never stops a booking's code.
   */
  SMS_DAILY_BUDGET: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: "SMS_DAILY_BUDGET must be a whole number" }).int().min(1).max(100_000).default(200),
  ),
  /** Registrants' welcome messages (lib/visits/welcome.ts) the site may send a Korean day. */
  SMS_WELCOME_DAILY_BUDGET: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "SMS_WELCOME_DAILY_BUDGET must be a whole number" })
      .int()
      .min(1)
      .max(100_000)
      .default(300),
  ),
  /** New-lead alert texts to the desk's phones (LEAD_ALERT_SMS_TO) a Korean day. */
  SMS_STAFF_DAILY_BUDGET: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "SMS_STAFF_DAILY_BUDGET must be a whole number" })
      .int()
      .min(1)
      .max(100_000)
      .default(100),
  ),
  /** With SMS on, every registrant with a mobile number gets the model house and the remaining units (true, the default). */
  SMS_WELCOME: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
  ),
  /**
   * A welcome asked for between 21:00 and 08:00 (Korean time): `hold` (the default) sends it at 08:00,
   * `send` sends it at once. docs/security.md says why (정보통신망법 제50조 제3항).
   */
  SMS_WELCOME_NIGHT: z.preprocess(
    blankToUndefined,
    z.enum(["hold", "send"], { message: "SMS_WELCOME_NIGHT must be hold or send" }).default("hold"),
  ),
  /** The KakaoTalk channel's id at SOLAPI (KA01PF...): with the template id, welcomes go as 알림톡 (SMS/LMS as SOLAPI's fallback). */
  SOLAPI_KAKAO_PF_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9]{10,40}$/, { message: "SOLAPI_KAKAO_PF_ID must be SOLAPI's channel id (KA01PF...)" })
      .optional(),
  ),
  /** The 알림톡 template Kakao approved for the welcome (docs/messages.md shows the text to submit). */
  SOLAPI_KAKAO_WELCOME_TEMPLATE_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{4,60}$/, { message: "SOLAPI_KAKAO_WELCOME_TEMPLATE_ID must be SOLAPI's template id" })
      .optional(),
  ),
  /**
   * With SMS on, a booking's number is proven by a one-time code before a place is taken (true, the
   * default). false books at once and texts the confirmation to whatever number was typed (the daily
   * limits still hold): for a site that calls every booking back anyway.
   */
  VISIT_VERIFY_PHONE: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
  ),
  /** Visit bookings one client address may make a Korean day (all instances together). */
  VISIT_BOOKINGS_PER_ADDRESS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "VISIT_BOOKINGS_PER_ADDRESS must be a whole number" })
      .int()
      .min(1)
      .max(1_000_000)
      .default(3),
  ),
});

/** Every variable this file parses (a host's settings may name no other). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** Variables whose value is a credential: on a host, a reference to a secret store, never a value in a file. */
export const SECRET_VARIABLES = [
  "SESSION_SECRET",
  "CRON_SECRET",
  "VISIT_TOKEN_SECRET",
  "SOLAPI_API_KEY",
  "SOLAPI_API_SECRET",
  "ALERT_SMTP_URL",
  "ALERT_WEBHOOK_URL",
  "LEAD_ALERT_WEBHOOK_URL",
  "ADMIN_PASSWORD",
  "ADMIN_PASSWORD_HASH",
  "FIREBASE_SERVICE_ACCOUNT",
  "META_CAPI_TOKEN",
] as const satisfies readonly (keyof typeof envSchema.shape)[];

/**
 * Variables `npm run build` reads (prerendered pages, the selected complex, the security headers of
 * next.config.ts): a host must set them for the build as well as for the server, and the server
 * refuses to start when one differs from its build's (lib/build-settings.mjs, lib/server/build-settings.ts).
 */
export const BUILD_TIME_VARIABLES = BUILD_VARIABLES satisfies readonly (keyof typeof envSchema.shape)[];
export const RECORDED_BUILD_VARIABLES = RECORDED_VARIABLES satisfies readonly (keyof typeof envSchema.shape)[];

const FORM_SERVICE_KEYS = [
  "FORM_SERVICE_URL",
  "FORM_SERVICE_URL_REGISTER",
  "FORM_SERVICE_URL_VISIT",
  "FORM_SERVICE_URL_INQUIRY",
] as const;

/** Whether a URL's host is this machine (127.0.0.0/8, ::1, localhost): plain http never leaves it. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === "localhost" || host === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * Whether this server shows demo content (sample press articles, the home's sample news): as
 * DEMO_CONTENT says, else only when SITE_URL is this machine. A deployment at a public address starts
 * with an empty press list, whatever the content folder's samples say.
 */
export function demoContent(e: Pick<Env, "DEMO_CONTENT" | "SITE_URL"> = env()): boolean {
  return e.DEMO_CONTENT ?? isLoopbackUrl(e.SITE_URL);
}

// Production refuses settings that would expose visitors: leads (names, phone numbers) sent to a
// form service over plain http can be read and changed on the way.
const productionSchema = envSchema.superRefine((e, ctx) => {
  if (e.PRESALE_NOW && !isLoopbackUrl(e.SITE_URL)) {
    ctx.addIssue({
      code: "custom",
      path: ["PRESALE_NOW"],
      message:
        "the test clock is only for a server on this machine (SITE_URL on localhost or 127.0.0.1): a public site goes by the real date in Korea",
    });
  }
  if (e.SECOND_FACTOR === "none" && !isLoopbackUrl(e.SITE_URL)) {
    ctx.addIssue({
      code: "custom",
      path: ["SECOND_FACTOR"],
      message:
        "'none' is only for a server on this machine (SITE_URL on localhost or 127.0.0.1): a public back office needs the second factor",
    });
  }
  if (e.BACKGROUND_JOBS === "cron" && !e.CRON_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["BACKGROUND_JOBS"],
      message:
        "'cron' needs CRON_SECRET: without the cron route nothing would forward leads, send SMS or purge old data",
    });
  }
  if (e.ALERT_SMTP_URL && e.ALERT_EMAIL_TO.length === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["ALERT_EMAIL_TO"],
      message: "is required with ALERT_SMTP_URL (who gets the alert emails)",
    });
  }
  if (e.LEAD_ALERT_EMAIL && !e.ALERT_SMTP_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["LEAD_ALERT_EMAIL"],
      message: "needs ALERT_SMTP_URL (the mail server the alerts go through)",
    });
  }
  if (Boolean(e.SOLAPI_KAKAO_PF_ID) !== Boolean(e.SOLAPI_KAKAO_WELCOME_TEMPLATE_ID)) {
    ctx.addIssue({
      code: "custom",
      path: [e.SOLAPI_KAKAO_PF_ID ? "SOLAPI_KAKAO_WELCOME_TEMPLATE_ID" : "SOLAPI_KAKAO_PF_ID"],
      message: "a 알림톡 needs both SOLAPI_KAKAO_PF_ID and SOLAPI_KAKAO_WELCOME_TEMPLATE_ID",
    });
  }
  if (e.LEAD_ALERT_SMS_TO.length > 0 && !(e.SOLAPI_API_KEY && e.SOLAPI_API_SECRET && e.SMS_SENDER_NUMBER)) {
    ctx.addIssue({
      code: "custom",
      path: ["LEAD_ALERT_SMS_TO"],
      message: "needs the SMS settings (SOLAPI_API_KEY, SOLAPI_API_SECRET, SMS_SENDER_NUMBER)",
    });
  }
  if (e.META_CAPI_TOKEN && !e.META_PIXEL_ID) {
    ctx.addIssue({
      code: "custom",
      path: ["META_PIXEL_ID"],
      message: "is required with META_CAPI_TOKEN (the Conversions API sends to a pixel)",
    });
  }
  if (e.NODE_ENV !== "production") return;
  if (e.META_CAPI_URL && new URL(e.META_CAPI_URL).protocol !== "https:" && !isLoopbackUrl(e.META_CAPI_URL)) {
    ctx.addIssue({
      code: "custom",
      path: ["META_CAPI_URL"],
      message:
        "must be an https URL in production (events carry a hashed phone and the client's address); plain http only to this machine",
    });
  }
  for (const key of FORM_SERVICE_KEYS) {
    const url = e[key];
    if (url && new URL(url).protocol !== "https:" && !isLoopbackUrl(url)) {
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `must be an https URL in production (leads carry names and phone numbers); plain http is allowed only to this machine (127.0.0.1, ::1, localhost). Got ${new URL(url).origin}`,
      });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = productionSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** COMPLEX alone (the build scripts pick the content folder before anything else is configured). */
export function complexSetting(source: Record<string, string | undefined> = process.env): string {
  const result = z.preprocess(blankToUndefined, complexSlugSchema.default(DEFAULT_COMPLEX)).safeParse(source.COMPLEX);
  if (!result.success)
    throw new Error(`Invalid environment configuration:\n  COMPLEX: ${result.error.issues[0]?.message}`);
  return result.data;
}

/**
 * LOG_FORMAT alone (lib/platform/log.ts asks on every line, also while the rest of the settings may be wrong):
 * json or text as set, else json in production and text elsewhere. A wrong value counts as unset
 * here; env() refuses it at start.
 */
export function logFormat(source: Record<string, string | undefined> = process.env): "json" | "text" {
  const value = source.LOG_FORMAT?.trim();
  if (value === "json" || value === "text") return value;
  return source.NODE_ENV === "production" ? "json" : "text";
}

let cached: Env | undefined;

/** The parsed environment, read once per process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** True while `next build` prerenders a page (Next's own NEXT_PHASE): a prerender reads no store. */
export function prerendering(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/**
 * The build's record of its settings (next.config.ts `env`, lib/build-settings.mjs): a constant the
 * build writes into the server code, undefined where the sources run (vitest). Not the server's
 * environment, whatever it holds under that name.
 */
export function builtRecord(): string | undefined {
  return process.env.PRESALE_BUILD_SETTINGS;
}
