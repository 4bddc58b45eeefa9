import "server-only";
import { env } from "@/lib/env";

// The address a per-client limit is keyed on. Next fills X-Forwarded-For with the socket
// address only when the client sent none; a client-supplied value passes through untouched.
// So the header is trustworthy only up to the proxies we run: each of the TRUSTED_PROXY_HOPS
// proxies appends the address it saw, and the client is the entry that many places from the
// right. With no proxy (0) the rightmost entry is the socket address unless the client forged
// the header itself: deploy behind a proxy that overwrites it (see README).

/** The client address from an X-Forwarded-For value and the trusted hop count ("unknown" when absent). */
export function clientAddressFrom(forwardedFor: string | null | undefined, trustedHops: number): string {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  const index = Math.max(0, entries.length - Math.max(1, trustedHops));
  return normalise(entries[index] ?? entries[0]!);
}

/** The client address of the current request headers, by the configured TRUSTED_PROXY_HOPS. */
export function clientAddress(headers: Pick<Headers, "get">): string {
  return clientAddressFrom(headers.get("x-forwarded-for"), env().TRUSTED_PROXY_HOPS);
}

function normalise(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith("::ffff:") && lower.includes(".") ? lower.slice(7) : lower;
}
