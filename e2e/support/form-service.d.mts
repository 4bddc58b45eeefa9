import type { IncomingHttpHeaders } from "node:http";

export type FormServiceMode = "ok" | "fail" | "reject" | "hang" | number;
export type ReceivedRequest = {
  headers: IncomingHttpHeaders;
  body: Record<string, string> | string | null;
  at: number;
  answered: FormServiceMode;
  status: number | null;
};
export type FormService = {
  url: string;
  port: number;
  received: ReceivedRequest[];
  setMode(mode: FormServiceMode): void;
  countsById(): Map<string, number>;
  deliveredCountsById(): Map<string, number>;
  close(): Promise<void>;
};
export function startFormService(options?: {
  port?: number;
  mode?: FormServiceMode;
  delayMs?: number;
}): Promise<FormService>;
export function e2eFormServicePort(appPort: number): number;
