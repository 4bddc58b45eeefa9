import type { FuzzActions, FuzzAnswer, FuzzCase } from "./fuzz-cases.mjs";

export type FuzzProblem = { id: string; note: string; problem: string; reproduce: string };
export type ChunkedCase = {
  id: string;
  path: string;
  headers: Record<string, string>;
  head: string;
  fill: string;
  framework?: boolean;
};
export type StoreSnapshot = {
  leads: { id: string; name: string; page: string | null }[];
  pressCount: number;
  pressHash: string;
  otherCounts: Record<string, number>;
  leadCounters: { hourly: number; campaigns: number };
};

export function pool<T, R>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]>;
export type FuzzVerdict = { problem: string | null; nextOwn: boolean; accepted: boolean; booked?: boolean };
export function judge(c: FuzzCase, answer: FuzzAnswer): FuzzVerdict;
export function judgeBooking(c: FuzzCase, answer: FuzzAnswer): FuzzVerdict;
export function judgeManage(c: FuzzCase, answer: FuzzAnswer): FuzzVerdict;
export function runCases(
  baseUrl: string,
  cases: FuzzCase[],
  options: {
    seed: number;
    cookie?: string;
    concurrency?: number;
    timeoutMs?: number;
    judgeWith?: (c: FuzzCase, answer: FuzzAnswer) => FuzzVerdict;
  },
): Promise<{
  statuses: Record<string, number>;
  problems: FuzzProblem[];
  nextOwn: FuzzProblem[];
  acceptedStoreCases: string[];
  bookedCases: string[];
  locations: { id: string; location: string }[];
}>;
export function sendChunked(
  baseUrl: string,
  pathname: string,
  headers: Record<string, string>,
  options?: { totalBytes?: number; chunkBytes?: number; head?: string; fill?: string; timeoutMs?: number },
): Promise<{ status: number; text?: string; error?: string; sentBytes: number }>;
export function chunkedCases(actions: FuzzActions): ChunkedCase[];
export function storeSnapshot(dataDir: string): StoreSnapshot;
export type VisitSnapshot = {
  bookings: {
    id: string;
    name: string;
    status: string;
    slot_id: string;
    party_size: number;
    lead_id: string | null;
    replaced_by: string | null;
  }[];
  slots: { slot_id: string; taken: number; closed: number }[];
  hash: string;
};
export function visitSnapshot(dataDir: string): VisitSnapshot;
export function signInCookie(
  baseUrl: string,
  signIn: { id: string; path: string },
  email: string,
  password: string,
): Promise<string>;
