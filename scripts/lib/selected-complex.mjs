import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The complex a checkout shows: the folder lib/site/content/complexes/selected.ts re-exports (written by
 * scripts/select-complex.ts). `root` is the checkout's folder.
 */
export function selectedComplex(root) {
  const m = /export \* from "\.\/([a-z0-9-]+)"/.exec(
    readFileSync(path.join(root, "lib/site/content/complexes/selected.ts"), "utf8"),
  );
  if (!m?.[1]) throw new Error("lib/site/content/complexes/selected.ts names no complex");
  return m[1];
}
