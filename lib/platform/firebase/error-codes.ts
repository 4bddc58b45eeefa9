// The gRPC status codes that the Firestore client's errors carry (error.code), as the stores and
// the migration test them.

export const NOT_FOUND = 5;
export const ALREADY_EXISTS = 6;
export const FAILED_PRECONDITION = 9;

/** The status code of a Firestore error (undefined for anything else). */
export const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null | undefined)?.code;
