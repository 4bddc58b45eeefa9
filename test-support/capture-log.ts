import { format } from "node:util";
import { vi } from "vitest";

// What the server logged during a test, whatever the format lib/platform/log.ts chose: console calls (text,
// development and tests) and JSON lines on stdout/stderr (production). Restored by vi.restoreAllMocks().

export type CapturedEntry = { severity: "DEBUG" | "INFO" | "WARNING" | "ERROR"; message: string; line: string };

const CONSOLE = [
  ["debug", "DEBUG"],
  ["log", "INFO"],
  ["info", "INFO"],
  ["warn", "WARNING"],
  ["error", "ERROR"],
] as const;

export function captureLog() {
  const entries: CapturedEntry[] = [];
  for (const [method, severity] of CONSOLE) {
    vi.spyOn(console, method).mockImplementation(
      (...args: unknown[]) => void entries.push({ severity, message: String(args[0]), line: format(...args) }),
    );
  }
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split("\n").filter(Boolean)) {
        const entry = JSON.parse(line) as { severity: CapturedEntry["severity"]; message: string };
        entries.push({ severity: entry.severity, message: entry.message, line });
      }
      return true;
    });
  }
  return {
    entries,
    /** The messages logged at `severity` (all when omitted). */
    messages: (severity?: CapturedEntry["severity"]) =>
      entries.filter((e) => !severity || e.severity === severity).map((e) => e.message),
  };
}
