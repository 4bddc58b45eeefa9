// One log line as Cloud Logging reads it (a JSON object: `severity`, `message`, `time`, the request's
// id and trace), shared by lib/platform/log.ts (the app's logger) and scripts/start.mjs (the process entry,
// which in production turns every console call, Next's own included, into such a line and gives
// every request its id). Plain JavaScript without dependencies: start.mjs loads it before Next, on
// a host that has nothing but the standalone output.
import { randomBytes } from "node:crypto";
import { format, inspect } from "node:util";

/** globalThis key of the AsyncLocalStorage that scripts/start.mjs runs every request in ({ requestId, trace?, spanId? }). */
export const REQUEST_CONTEXT = Symbol.for("presale.log.requestContext");

export const SEVERITIES = ["DEBUG", "INFO", "WARNING", "ERROR"];

// X-Cloud-Trace-Context: TRACE_ID/SPAN_ID;o=OPTIONS (32 hex digits; the span id in decimal).
const CLOUD_TRACE = /^([0-9a-f]{32})(?:\/([0-9]{1,20}))?(?:;o=[0-9]+)?$/i;
// W3C traceparent: 00-TRACE_ID-PARENT_ID-FLAGS.
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/i;
const ZERO_TRACE = /^0+$/;

/**
 * The log context of one request: its id (the trace id of X-Cloud-Trace-Context or traceparent,
 * else random), and with X-Cloud-Trace-Context and a project id, the trace Cloud Logging links the
 * line to. A header that is not exactly of its format is ignored (a client writes what it likes).
 * @param {Record<string, string | string[] | undefined>} headers Node's lowercase request headers
 * @param {string | undefined} projectId
 */
export function requestContextOf(headers, projectId) {
  const cloud = CLOUD_TRACE.exec(single(headers["x-cloud-trace-context"]));
  if (cloud && !ZERO_TRACE.test(cloud[1])) {
    const traceId = cloud[1].toLowerCase();
    const context = { requestId: traceId };
    if (projectId) context.trace = `projects/${projectId}/traces/${traceId}`;
    if (cloud[2] && BigInt(cloud[2]) > 0n && BigInt(cloud[2]) < 2n ** 64n)
      context.spanId = BigInt(cloud[2]).toString(16).padStart(16, "0");
    return context;
  }
  const parent = TRACEPARENT.exec(single(headers.traceparent));
  if (parent && !ZERO_TRACE.test(parent[1])) return { requestId: parent[1].toLowerCase() };
  return { requestId: randomBytes(16).toString("hex") };
}

function single(value) {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

// Korean phone numbers (010-1234-5678, 01012345678, +82 10 1234 5678, 02-123-4567): a last net
// under the rule that no log line carries a visitor's phone number. Names can't be caught this way;
// the code must not log them (e2e/logs.spec.ts).
const PHONE = /(?<![\w.-])(?:\+82[ -]?|0)(?:1[016789]|2|[3-6][1-5]|70)[ .-]?\d{3,4}[ .-]?\d{4}(?![\w-])/g;

/** `text` with every Korean phone number replaced by [phone]. */
export function redactPhones(text) {
  return text.replace(PHONE, "[phone]");
}

/**
 * What a log line says about an error: name, message, stack, a code when it has one, its cause.
 * @param {unknown} error
 */
export function errorFields(error, depth = 0) {
  if (!(error instanceof Error))
    return { message: typeof error === "string" ? error : inspect(error, { depth: 2, breakLength: Infinity }) };
  const fields = { name: error.name, message: error.message };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (typeof code === "string" || typeof code === "number") fields.code = code;
  if (error.stack) fields.stack = error.stack;
  if (error.cause !== undefined && depth < 3) fields.cause = errorFields(error.cause, depth + 1);
  return fields;
}

/**
 * One JSON line (without the newline) for Cloud Logging.
 * @param {{ severity: string, message: string, context?: { requestId: string, trace?: string, spanId?: string } | undefined, fields?: Record<string, unknown>, error?: unknown, time?: Date }} entry
 */
export function jsonLine({ severity, message, context, fields, error, time = new Date() }) {
  const line = { severity, message: stripAnsi(String(message)), time: time.toISOString() };
  if (context) {
    line.requestId = context.requestId;
    if (context.trace) line["logging.googleapis.com/trace"] = context.trace;
    if (context.spanId) line["logging.googleapis.com/spanId"] = context.spanId;
  }
  for (const [key, value] of Object.entries(fields ?? {})) if (value !== undefined && !(key in line)) line[key] = value;
  if (error !== undefined) {
    line.error = errorFields(error);
    // Error Reporting groups entries whose stack_trace holds a stack.
    if (severity === "ERROR" && line.error.stack) line.stack_trace = line.error.stack;
  }
  return redactPhones(stringify(line));
}

function stringify(value) {
  try {
    return JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? v.toString() : v));
  } catch {
    // A circular or otherwise unserialisable field: keep the line, describe the fields.
    const { severity, message, time, requestId } = value;
    return JSON.stringify({
      severity,
      message,
      time,
      requestId,
      fields: inspect(value, { depth: 3, breakLength: Infinity }),
    });
  }
}

const ANSI = /\x1b\[[0-9;]*m/g;
function stripAnsi(text) {
  return text.replace(ANSI, "");
}

/**
 * A console call's arguments as one entry: the first Error becomes the entry's error, the rest the
 * message (util.format, as console would print them).
 * @param {unknown[]} args
 */
export function consoleEntry(args) {
  const index = args.findIndex((a) => a instanceof Error);
  if (index < 0) return { message: format(...args) };
  const error = args[index];
  const rest = args.filter((_, i) => i !== index);
  return { message: rest.length > 0 ? format(...rest) : `${error.name}: ${error.message}`, error };
}
