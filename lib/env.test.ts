import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies defaults on an empty environment", () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_BACKEND).toBe("sqlite");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PORT).toBe(3000);
    expect(env.FORM_SERVICE_URL).toBeUndefined();
  });

  it("strips a trailing slash from SITE_URL and coerces PORT", () => {
    const env = parseEnv({ SITE_URL: "https://www.example.com/", PORT: "8080" });
    expect(env.SITE_URL).toBe("https://www.example.com");
    expect(env.PORT).toBe(8080);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ DATA_BACKEND: "mysql" })).toThrow(/DATA_BACKEND/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ PORT: "99999" })).toThrow(/PORT/);
  });

  it("takes the test clock only on a server on this machine, as an instant with its offset", () => {
    expect(parseEnv({}).PRESALE_NOW).toBeUndefined();
    expect(parseEnv({ PRESALE_NOW: "2025-09-20T10:00:00+09:00", SITE_URL: "http://127.0.0.1:5205" }).PRESALE_NOW).toBe(
      "2025-09-20T10:00:00+09:00",
    );
    expect(() =>
      parseEnv({ PRESALE_NOW: "2025-09-20T10:00:00+09:00", SITE_URL: "https://www.presale-example.co.kr" }),
    ).toThrow(/PRESALE_NOW: the test clock is only for a server on this machine/);
    expect(() => parseEnv({ PRESALE_NOW: "2025-09-20" })).toThrow(/PRESALE_NOW must be an ISO date and time/);
  });

  it("asks everyone for the second factor by default, and lets only a server on this machine turn it off", () => {
    expect(parseEnv({}).SECOND_FACTOR).toBe("everyone");
    expect(parseEnv({ SECOND_FACTOR: "admins" }).SECOND_FACTOR).toBe("admins");
    expect(() => parseEnv({ SECOND_FACTOR: "off" })).toThrow(/SECOND_FACTOR/);
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) };
    expect(parseEnv({ ...production, SITE_URL: "http://127.0.0.1:3100", SECOND_FACTOR: "none" }).SECOND_FACTOR).toBe(
      "none",
    );
    expect(() => parseEnv({ ...production, SITE_URL: "https://www.example.com", SECOND_FACTOR: "none" })).toThrow(
      /SECOND_FACTOR/,
    );
  });

  it("treats an empty form-service URL as unset", () => {
    expect(parseEnv({ FORM_SERVICE_URL: "" }).FORM_SERVICE_URL).toBeUndefined();
    expect(parseEnv({ FORM_SERVICE_URL: "http://127.0.0.1:9/f" }).FORM_SERVICE_URL).toBe("http://127.0.0.1:9/f");
  });
});

describe("parseEnv in production", () => {
  it("refuses a form-service URL over plain http to another machine, naming the variable", () => {
    for (const key of [
      "FORM_SERVICE_URL",
      "FORM_SERVICE_URL_REGISTER",
      "FORM_SERVICE_URL_VISIT",
      "FORM_SERVICE_URL_INQUIRY",
    ]) {
      expect(() => parseEnv({ NODE_ENV: "production", [key]: "http://forms.example.com/hook" })).toThrow(
        new RegExp(`${key}: must be an https URL in production`),
      );
    }
    expect(() => parseEnv({ NODE_ENV: "production", FORM_SERVICE_URL: "http://10.0.0.5/hook" })).toThrow(/https/);
  });

  it("accepts https anywhere and plain http to this machine; development accepts http anywhere", () => {
    expect(
      parseEnv({ NODE_ENV: "production", FORM_SERVICE_URL: "https://forms.example.com/hook" }).FORM_SERVICE_URL,
    ).toBe("https://forms.example.com/hook");
    for (const url of [
      "http://127.0.0.1:3350/f",
      "http://127.8.9.10/f",
      "http://[::1]:9/f",
      "http://localhost:9/f",
      "http://LOCALHOST/f",
    ]) {
      expect(parseEnv({ NODE_ENV: "production", FORM_SERVICE_URL_VISIT: url }).FORM_SERVICE_URL_VISIT).toBe(url);
    }
    expect(
      parseEnv({ NODE_ENV: "development", FORM_SERVICE_URL: "http://forms.example.com/hook" }).FORM_SERVICE_URL,
    ).toBe("http://forms.example.com/hook");
  });

  it("is not fooled by loopback-looking hosts", () => {
    for (const url of [
      "http://127.0.0.1.evil.example/f",
      "http://localhost.evil.example/f",
      "http://evil.example/127.0.0.1",
    ]) {
      expect(() => parseEnv({ NODE_ENV: "production", FORM_SERVICE_URL: url })).toThrow(/FORM_SERVICE_URL/);
    }
  });
});

describe("parseEnv: visit booking and SMS settings", () => {
  it("all optional; a manage-link secret shorter than 32 characters is refused", () => {
    const env = parseEnv({});
    expect(env.VISIT_TOKEN_SECRET).toBeUndefined();
    expect(env.SOLAPI_API_KEY).toBeUndefined();
    expect(env.SMS_SENDER_NUMBER).toBeUndefined();
    expect(env.SMS_VISIT_REMINDER).toBe(false);
    expect(() => parseEnv({ VISIT_TOKEN_SECRET: "short" })).toThrow(
      /VISIT_TOKEN_SECRET: must be at least 32 characters/,
    );
    expect(parseEnv({ VISIT_TOKEN_SECRET: "v".repeat(32) }).VISIT_TOKEN_SECRET).toBe("v".repeat(32));
  });

  it("takes a sender number with or without hyphens, and refuses what is not a Korean number", () => {
    expect(parseEnv({ SMS_SENDER_NUMBER: "1588-0000" }).SMS_SENDER_NUMBER).toBe("15880000");
    expect(parseEnv({ SMS_SENDER_NUMBER: "02-1234-5678" }).SMS_SENDER_NUMBER).toBe("0212345678");
    expect(parseEnv({ SMS_SENDER_NUMBER: "010 1234 5678" }).SMS_SENDER_NUMBER).toBe("01012345678");
    expect(() => parseEnv({ SMS_SENDER_NUMBER: "+1 555 0100" })).toThrow(/SMS_SENDER_NUMBER/);
    expect(parseEnv({ SMS_VISIT_REMINDER: "true" }).SMS_VISIT_REMINDER).toBe(true);
    expect(() => parseEnv({ SMS_VISIT_REMINDER: "yes" })).toThrow(/SMS_VISIT_REMINDER/);
  });
});

describe("parseEnv: BACKGROUND_JOBS", () => {
  it("defaults to the in-process interval; cron needs the cron route's secret", () => {
    expect(parseEnv({}).BACKGROUND_JOBS).toBe("interval");
    expect(parseEnv({ BACKGROUND_JOBS: "" }).BACKGROUND_JOBS).toBe("interval");
    expect(parseEnv({ BACKGROUND_JOBS: "cron", CRON_SECRET: "c".repeat(16) }).BACKGROUND_JOBS).toBe("cron");
    expect(() => parseEnv({ BACKGROUND_JOBS: "cron" })).toThrow(/BACKGROUND_JOBS: 'cron' needs CRON_SECRET/);
    expect(() => parseEnv({ BACKGROUND_JOBS: "timer" })).toThrow(/BACKGROUND_JOBS must be 'interval' or 'cron'/);
  });
});

describe("demo content", () => {
  it("is on for this machine's SITE_URL and off for a public one, unless DEMO_CONTENT says otherwise", async () => {
    const { demoContent } = await import("./env");
    expect(demoContent(parseEnv({}))).toBe(true);
    expect(demoContent(parseEnv({ SITE_URL: "http://127.0.0.1:3100" }))).toBe(true);
    expect(demoContent(parseEnv({ SITE_URL: "https://www.presale-example.co.kr", NODE_ENV: "production" }))).toBe(
      false,
    );
    expect(demoContent(parseEnv({ SITE_URL: "https://www.presale-example.co.kr", DEMO_CONTENT: "true" }))).toBe(true);
    expect(demoContent(parseEnv({ SITE_URL: "http://localhost:3000", DEMO_CONTENT: "false" }))).toBe(false);
    expect(() => parseEnv({ DEMO_CONTENT: "yes" })).toThrow(/DEMO_CONTENT/);
  });
});
