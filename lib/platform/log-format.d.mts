export type Severity = "DEBUG" | "INFO" | "WARNING" | "ERROR";
export type RequestContext = { requestId: string; trace?: string; spanId?: string };
export declare const REQUEST_CONTEXT: unique symbol;
export declare const SEVERITIES: Severity[];
export declare function requestContextOf(
  headers: Record<string, string | string[] | undefined>,
  projectId: string | undefined,
): RequestContext;
export declare function redactPhones(text: string): string;
export declare function errorFields(error: unknown): Record<string, unknown>;
export declare function jsonLine(entry: {
  severity: Severity;
  message: string;
  context?: RequestContext | undefined;
  fields?: Record<string, unknown>;
  error?: unknown;
  time?: Date;
}): string;
export declare function consoleEntry(args: unknown[]): { message: string; error?: unknown };
