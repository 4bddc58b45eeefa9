// Every wait on a store or a service has a deadline: a request must answer within its own
// (REQUEST_DEADLINE_MS) whatever Firestore, SQLite's lock or a provider does. The work that
// timed out is not cancelled (a promise cannot be), only no longer waited for: callers treat a
// DeadlineError like any failure of that step (a lead's store step: 503 and nothing promised; the
// booking step after a stored lead: the place is not confirmed and the visitor is told so).

/** What a visitor's request may take in all. */
export const REQUEST_DEADLINE_MS = 10_000;
/** One call to a store (a read, a write, a transaction). */
export const STORE_DEADLINE_MS = 4_000;
/** A maintenance call that walks many records (a purge, an export, a seed): never on a visitor's path. */
export const BULK_DEADLINE_MS = 60_000;

export class DeadlineError extends Error {
  readonly code = "deadline-exceeded";
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms`);
    this.name = "DeadlineError";
  }
}

/** `work`, or a DeadlineError after `ms` (the timer never keeps the process alive). */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
    timer.unref?.();
  });
  // A late failure of the abandoned work must not surface as an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The same store with a deadline on every method that returns a promise (`name` says whose in
 * the error): `ms`, or BULK_DEADLINE_MS for the methods named in `bulk`. Synchronous results and
 * non-function properties pass through.
 */
export function withDeadlines<T extends object>(
  store: T,
  name: string,
  { ms = STORE_DEADLINE_MS, bulk = [] }: { ms?: number; bulk?: readonly (keyof T)[] } = {},
): T {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      const limit = bulk.includes(prop as keyof T) ? BULK_DEADLINE_MS : ms;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result instanceof Promise ? withDeadline(result, limit, `${name}.${String(prop)}`) : result;
      };
    },
  });
}
