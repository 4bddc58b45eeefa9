import { canonicalPaths } from "./pages";
import { complex } from "./complex";

// Case-insensitive lookup of canonical spellings, for the proxy's permanent redirects.
const byLowerCase = new Map<string, string>();
for (const path of [...canonicalPaths, ...complex.sites.flatMap((s) => [`/${s}/press`, `/${s}/customer`])]) {
  byLowerCase.set(path.toLowerCase(), path);
}

/** The canonical spelling of a fixed route when `pathname` is a case variant of it, else undefined. */
export function canonicalSpelling(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = byLowerCase.get(trimmed.toLowerCase());
  return canonical && canonical !== pathname ? canonical : undefined;
}

/** First path segments of every fixed route (the proxy's matcher skips these spellings). */
export const canonicalSections: string[] = [...new Set(canonicalPaths.map((p) => p.split("/")[1] ?? "").filter(Boolean))];
