// js-yaml ships no types; the tests use its load() only (lib/server/deploy/apphosting.test.ts).
declare module "js-yaml" {
  export function load(text: string, options?: { filename?: string }): unknown;
}
