export type FuzzCase = {
  id: string;
  method: "POST";
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** reject: invalid by design; honeypot: valid with the honeypot filled; store: a valid lead that may be stored; lead-only: a valid lead whose slot cannot be booked. */
  kind: "reject" | "honeypot" | "store" | "lead-only";
  /** A payload Next's own action decoding refuses before our code runs. */
  framework?: boolean;
  signedIn?: boolean;
  note: string;
};
export type FuzzActions = Record<string, { id: string; path: string }>;
export type FuzzAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  error?: string;
};

export function createRng(seed: number): {
  next(): number;
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
};
export function fuzzCases(
  seed: number,
  options: {
    origin: string;
    actions?: FuzzActions;
    site: string;
    leadCasesPerEndpoint?: number;
    actionCases?: number;
    signedInActionCases?: number;
  },
): FuzzCase[];
export function actionsFromManifest(manifest: unknown, site: string): FuzzActions;
export function multipart(pairs: [string, string | Buffer][], boundary?: string): { body: Buffer; contentType: string };
export function send(
  baseUrl: string,
  c: Pick<FuzzCase, "method" | "path" | "headers" | "body">,
  options?: { cookie?: string; timeoutMs?: number },
): Promise<FuzzAnswer>;
export function curlFor(baseUrl: string, c: FuzzCase, seed: number | string): string;
export type FuzzSlots = { bookable: string[]; past: string[]; unknown: string[]; far: string[] };
export type FuzzTokens = { genuine: string[]; refused: string[] };
export function validBooking(slot: string, marker: string, phone: string): Record<string, unknown>;
export function bookingCase(
  rng: ReturnType<typeof createRng>,
  encoding: "json" | "form",
  index: number,
  origin: string,
  slots: FuzzSlots,
): FuzzCase;
export function manageCase(
  rng: ReturnType<typeof createRng>,
  encoding: "json" | "form",
  index: number,
  tokens: FuzzTokens,
  slots: FuzzSlots,
): FuzzCase;
export function visitFuzzCases(
  seed: number,
  options: { origin: string; slots: FuzzSlots; tokens?: FuzzTokens; bookingCases?: number; manageCases?: number },
): { booking: FuzzCase[]; manage: FuzzCase[] };
