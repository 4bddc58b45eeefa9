/**
 * 1234567 -> "1,234,567", as `toLocaleString("ko-KR")` writes a whole number, for client components.
 * The first Intl call in a page makes the browser load the locale's number data: 18 ms of the press
 * list's hydration on this machine (73 ms under the phone's 4x CPU throttling), for three commas.
 */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("ko-KR");
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 ? `-${digits}` : digits;
}
