import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { AsyncLocalStorage } from "node:async_hooks";
import { log, requestContext } from "./log";
import { REQUEST_CONTEXT, type RequestContext } from "./log-format.mjs";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  delete (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT];
  vi.restoreAllMocks();
});

function captureStreams() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => (out.push(String(chunk)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => (err.push(String(chunk)), true));
  return { out, err };
}

describe("log in production", () => {
  it("writes one JSON object a line: INFO and DEBUG to stdout, WARNING and ERROR to stderr", () => {
    Object.assign(process.env, { NODE_ENV: "production", LOG_FORMAT: "" });
    const { out, err } = captureStreams();
    log.info("[leads] drained", { claimed: 2 });
    log.debug("detail");
    log.warn("[auth] Failed administrator sign-in from 203.0.113.7");
    log.error("[leads] could not store a visit lead", { error: new Error("SQLITE_BUSY") });
    expect(out.every((l) => l.endsWith("\n") && l.indexOf("\n") === l.length - 1)).toBe(true);
    expect(out.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ severity: "INFO", message: "[leads] drained", claimed: 2, time: expect.any(String) }),
      expect.objectContaining({ severity: "DEBUG", message: "detail" }),
    ]);
    const [warning, error] = err.map((l) => JSON.parse(l));
    expect(warning).toMatchObject({
      severity: "WARNING",
      message: "[auth] Failed administrator sign-in from 203.0.113.7",
    });
    expect(error).toMatchObject({
      severity: "ERROR",
      message: "[leads] could not store a visit lead",
      error: { name: "Error", message: "SQLITE_BUSY" },
    });
    expect(warning).not.toHaveProperty("requestId");
  });

  it("carries the id and trace of the request it runs in (scripts/start.mjs's AsyncLocalStorage)", async () => {
    Object.assign(process.env, { NODE_ENV: "production" });
    const storage = new AsyncLocalStorage<RequestContext>();
    (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT] = storage;
    const { out } = captureStreams();
    const context = { requestId: "a".repeat(32), trace: `projects/p/traces/${"a".repeat(32)}` };
    await storage.run(context, async () => {
      await new Promise((r) => setTimeout(r, 0));
      expect(requestContext()).toEqual(context);
      log.info("inside");
    });
    log.info("outside");
    const [inside, outside] = out.map((l) => JSON.parse(l));
    expect(inside).toMatchObject({
      message: "inside",
      requestId: context.requestId,
      "logging.googleapis.com/trace": context.trace,
    });
    expect(outside).not.toHaveProperty("requestId");
  });

  it("LOG_FORMAT=text gives readable console lines in production too", () => {
    Object.assign(process.env, { NODE_ENV: "production", LOG_FORMAT: "text" });
    const { out, err } = captureStreams();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    log.warn("[db] checkpoint failed", { error: new Error("busy") });
    expect(out.concat(err)).toEqual([]);
    expect(warn).toHaveBeenCalledWith("[db] checkpoint failed", expect.objectContaining({ message: "busy" }));
  });
});

describe("log in development and tests", () => {
  it("uses the console, with the fields and the error after the message, phone numbers masked", () => {
    Object.assign(process.env, { NODE_ENV: "development" });
    delete process.env.LOG_FORMAT;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const failure = new Error("down");
    log.error("[alerts] could not send", { error: failure, channel: "email" });
    log.info("[visit] booking for 010-1234-5678");
    expect(error).toHaveBeenCalledWith("[alerts] could not send", { channel: "email" }, failure);
    expect(info).toHaveBeenCalledWith("[visit] booking for [phone]");
  });
});
