import { describe, expect, it } from "vitest";
import { consoleEntry, errorFields, jsonLine, redactPhones, requestContextOf } from "./log-format.mjs";

const TRACE = "105445aa7843bc8bf206b12000100000";

describe("requestContextOf", () => {
  it("takes the id and trace of X-Cloud-Trace-Context, with the span id in hex", () => {
    expect(requestContextOf({ "x-cloud-trace-context": `${TRACE}/1;o=1` }, "my-project")).toEqual({
      requestId: TRACE,
      trace: `projects/my-project/traces/${TRACE}`,
      spanId: "0000000000000001",
    });
    expect(
      requestContextOf({ "x-cloud-trace-context": `${TRACE.toUpperCase()}/18446744073709551615` }, "p").spanId,
    ).toBe("ffffffffffffffff");
  });

  it("without a project id gives the id but no trace", () => {
    expect(requestContextOf({ "x-cloud-trace-context": TRACE }, undefined)).toEqual({ requestId: TRACE });
  });

  it("takes the trace id of a W3C traceparent", () => {
    expect(requestContextOf({ traceparent: `00-${TRACE}-00f067aa0ba902b7-01` }, "p")).toEqual({ requestId: TRACE });
  });

  it("ignores a header that is not exactly of its format (a client writes what it likes) and makes a random id", () => {
    for (const headers of [
      { "x-cloud-trace-context": `${TRACE}"}\n{"severity":"ERROR` },
      { "x-cloud-trace-context": "0".repeat(32) },
      { "x-cloud-trace-context": `${TRACE}/1a` },
      { traceparent: `01-${TRACE}-00f067aa0ba902b7-01` },
      {},
    ]) {
      const context = requestContextOf(headers, "p");
      expect(context.requestId).toMatch(/^[0-9a-f]{32}$/);
      expect(context.requestId).not.toBe(TRACE);
      expect(context).not.toHaveProperty("trace");
      expect(context).not.toHaveProperty("spanId");
    }
    expect(requestContextOf({}, undefined).requestId).not.toBe(requestContextOf({}, undefined).requestId);
  });
});

describe("jsonLine", () => {
  const time = new Date("2026-11-26T01:02:03.000Z");

  it("is one JSON object with Cloud Logging's field names, the request's id and trace, and the fields", () => {
    const line = jsonLine({
      severity: "INFO",
      message: "[leads] drained",
      time,
      context: { requestId: TRACE, trace: `projects/p/traces/${TRACE}`, spanId: "0000000000000001" },
      fields: { claimed: 3, severity: "DEBUG" },
    });
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      severity: "INFO",
      message: "[leads] drained",
      time: "2026-11-26T01:02:03.000Z",
      requestId: TRACE,
      "logging.googleapis.com/trace": `projects/p/traces/${TRACE}`,
      "logging.googleapis.com/spanId": "0000000000000001",
      claimed: 3,
    });
  });

  it("serialises an error with its name, message and stack, and gives Error Reporting the stack", () => {
    const error = Object.assign(new TypeError("store closed", { cause: new Error("disk") }), { code: "SQLITE_MISUSE" });
    const parsed = JSON.parse(
      jsonLine({ severity: "ERROR", message: "[leads] could not store a visit lead", time, error }),
    );
    expect(parsed.error).toMatchObject({
      name: "TypeError",
      message: "store closed",
      code: "SQLITE_MISUSE",
      cause: { name: "Error", message: "disk" },
    });
    expect(parsed.error.stack).toContain("TypeError: store closed");
    expect(parsed.stack_trace).toBe(parsed.error.stack);
    expect(JSON.parse(jsonLine({ severity: "WARNING", message: "m", time, error: "just text" })).error).toEqual({
      message: "just text",
    });
  });

  it("keeps a line for fields it can't serialise, and strips terminal colours", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const parsed = JSON.parse(
      jsonLine({ severity: "INFO", message: "\x1b[32m✓\x1b[39m Ready", time, fields: { circular, big: 1n } }),
    );
    expect(parsed).toMatchObject({ severity: "INFO", message: "✓ Ready" });
    expect(parsed.fields).toContain("circular");
  });

  it("never carries a Korean phone number, in the message or a field", () => {
    const line = jsonLine({
      severity: "ERROR",
      message: "lead 010-1234-5678 failed",
      time,
      fields: { phone: "01012345678" },
      error: new Error("bad +82 10 1234 5678"),
    });
    expect(line).not.toMatch(/1234.?5678/);
    expect(line).toContain("[phone]");
  });
});

describe("redactPhones", () => {
  it("replaces mobile and landline numbers in every usual spelling", () => {
    for (const phone of [
      "010-1234-5678",
      "01012345678",
      "010 1234 5678",
      "010.1234.5678",
      "011-123-4567",
      "+82 10-1234-5678",
      "+821012345678",
      "02-123-4567",
      "031-1234-5678",
      "070-1234-5678",
    ]) {
      expect(redactPhones(`called ${phone}.`)).toBe("called [phone].");
    }
  });

  it("leaves ids, times, counts and addresses alone", () => {
    for (const text of [
      "lead 3f2a0101-0123-4567-89ab-0123456789ab",
      "2026-11-26T10:00:00.000Z",
      "claimed 20261125 0101234567890",
      "198.51.100.7",
      "V-0101-0001",
      "1588-0000",
    ]) {
      expect(redactPhones(text)).toBe(text);
    }
  });
});

describe("consoleEntry and errorFields", () => {
  it("makes the first Error of a console call the entry's error and the rest its message", () => {
    const error = new Error("boom");
    expect(consoleEntry(["[server] request failed", error])).toEqual({ message: "[server] request failed", error });
    expect(consoleEntry([error])).toEqual({ message: "Error: boom", error });
    expect(consoleEntry(["%s of %d", "3", 4])).toEqual({ message: "3 of 4" });
  });

  it("describes a thrown non-error", () => {
    expect(errorFields({ status: 503 })).toEqual({ message: "{ status: 503 }" });
  });
});
