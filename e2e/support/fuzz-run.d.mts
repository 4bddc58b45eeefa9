import type { FuzzActions, FuzzAnswer, FuzzCase } from "./fuzz-cases.mjs";

export type FuzzProblem = { id: string; note: string; problem: string; reproduce: string };
export type ChunkedCase = { id: string; path: string; headers: Record<string, string>; head: string; fill: string; framework?: boolean };
export type StoreSnapshot = {
  leads: { id: string; name: string; page: string | null }[];
  pressCount: number;
  pressHash: string;
  otherCounts: Record<string, number>;
  leadCounters: { hourly: number; campaigns: number };
};

export function pool<T, R>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]>;
export function judge(c: FuzzCase, answer: FuzzAnswer): { problem: string | null; nextOwn: boolean; accepted: boolean };
export function runCases(
  baseUrl: string,
  cases: FuzzCase[],
  options: { seed: number; cookie?: string; concurrency?: number; timeoutMs?: number },
): Promise<{ statuses: Record<string, number>; problems: FuzzProblem[]; nextOwn: FuzzProblem[]; acceptedStoreCases: string[] }>;
export function sendChunked(
  baseUrl: string,
  pathname: string,
  headers: Record<string, string>,
  options?: { totalBytes?: number; chunkBytes?: number; head?: string; fill?: string; timeoutMs?: number },
): Promise<{ status: number; text?: string; error?: string; sentBytes: number }>;
export function chunkedCases(actions: FuzzActions): ChunkedCase[];
export function storeSnapshot(dataDir: string): StoreSnapshot;
export function signInCookie(baseUrl: string, signIn: { id: string; path: string }, email: string, password: string): Promise<string>;
