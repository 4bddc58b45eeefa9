import "server-only";
import { z } from "zod";

// The one place that reads process.env. Every variable is parsed once, here, with zod;
// a bad value stops the server with a message that names the variable.

const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" }).optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Public origin used for canonical links, sitemap and Open Graph. */
  SITE_URL: z
    .url({ message: "SITE_URL must be an absolute http(s) URL, e.g. https://www.example.com" })
    .default("http://localhost:3000")
    .transform((v) => v.replace(/\/+$/, "")),
  /** Where press articles and leads live. */
  DATA_BACKEND: z.enum(["sqlite", "firestore"], { message: "DATA_BACKEND must be 'sqlite' or 'firestore'" }).default("sqlite"),
  /** Folder of the embedded SQLite file (and generated dev secrets). */
  DATA_DIR: z.string().min(1).default("./data"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  FORM_SERVICE_URL: optionalUrl,
  FORM_SERVICE_URL_REGISTER: optionalUrl,
  FORM_SERVICE_URL_VISIT: optionalUrl,
  FORM_SERVICE_URL_INQUIRY: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The parsed environment, read once per process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
