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

  it("treats an empty form-service URL as unset", () => {
    expect(parseEnv({ FORM_SERVICE_URL: "" }).FORM_SERVICE_URL).toBeUndefined();
    expect(parseEnv({ FORM_SERVICE_URL: "http://127.0.0.1:9/f" }).FORM_SERVICE_URL).toBe("http://127.0.0.1:9/f");
  });
});
