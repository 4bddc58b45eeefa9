import "server-only";
import type { AsyncLocalStorage } from "node:async_hooks";
import { logFormat } from "@/lib/env";
import { jsonLine, redactPhones, REQUEST_CONTEXT, type RequestContext, type Severity } from "./log-format.mjs";

// The server's logger. In production (LOG_FORMAT=json, the default there) every call writes one
// JSON object a line, as Cloud Logging reads it: `severity`, `message`, `time`, the request's id
// (`requestId`, and `logging.googleapis.com/trace` behind Google's front end) when the call runs
// inside a request of scripts/start.mjs's server, the given fields, and an `error` (name, message,
// stack). Elsewhere (development, tests) a readable console line.
//
// What goes in: counts, ids, states, the operator's own actions. Never a visitor's name, phone
// number, email or message: they are not logged, as a message or as a field.

/** Fields of a log line; `error` is serialised with its name, message and stack. */
export type LogFields = { error?: unknown } & Record<string, unknown>;

const CONSOLE = { DEBUG: "debug", INFO: "info", WARNING: "warn", ERROR: "error" } as const;

type Contexts = { [REQUEST_CONTEXT]?: AsyncLocalStorage<RequestContext> };

/** The current request's log context (set by scripts/start.mjs), if any. */
export function requestContext(): RequestContext | undefined {
  return (globalThis as typeof globalThis & Contexts)[REQUEST_CONTEXT]?.getStore();
}

function write(severity: Severity, message: string, extra?: LogFields): void {
  const { error, ...fields } = extra ?? {};
  if (logFormat() === "json") {
    const line = jsonLine({ severity, message, context: requestContext(), fields, error });
    (severity === "ERROR" || severity === "WARNING" ? process.stderr : process.stdout).write(`${line}\n`);
    return;
  }
  const args: unknown[] = [redactPhones(message)];
  if (Object.keys(fields).length > 0) args.push(fields);
  if (error !== undefined) args.push(error);
  console[CONSOLE[severity]](...args);
}

export const log = {
  debug: (message: string, extra?: LogFields) => write("DEBUG", message, extra),
  info: (message: string, extra?: LogFields) => write("INFO", message, extra),
  warn: (message: string, extra?: LogFields) => write("WARNING", message, extra),
  error: (message: string, extra?: LogFields) => write("ERROR", message, extra),
};
