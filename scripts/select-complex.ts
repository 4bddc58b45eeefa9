// Points lib/site/content/complexes/selected.ts at the complex named by COMPLEX (lib/platform/env.ts, which holds
// the default), read from the environment and the .env files as Next reads them. Runs before every
// build and dev server (scripts/build.mjs, predev); writes the file only when it changes.
//   npx tsx --conditions=react-server scripts/select-complex.ts [--check]
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { complexSetting, DEFAULT_COMPLEX } from "../lib/platform/env";

const root = path.resolve(__dirname, "..");
const folder = path.join(root, "lib/site/content/complexes");
const target = path.join(folder, "selected.ts");

export function selectedSource(slug: string): string {
  return (
    `// The complex this build shows: COMPLEX (lib/platform/env.ts), default ${DEFAULT_COMPLEX}. scripts/select-complex.ts\n` +
    "// rewrites this line when COMPLEX names another folder; every content module reads through it.\n" +
    `export * from "./${slug}";\n`
  );
}

function main() {
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
  let slug: string;
  try {
    slug = complexSetting();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const known = readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  if (!existsSync(path.join(folder, slug, "index.ts"))) {
    console.error(
      `COMPLEX=${slug}: there is no lib/site/content/complexes/${slug}/index.ts. Complexes: ${known.join(", ")}. Start one with \`npm run new-complex ${slug}\`.`,
    );
    process.exit(2);
  }
  const source = selectedSource(slug);
  if (readFileSync(target, "utf8") === source) return;
  if (process.argv.includes("--check")) {
    console.error(
      `lib/site/content/complexes/selected.ts does not point at COMPLEX=${slug}: run \`npx tsx scripts/select-complex.ts\`.`,
    );
    process.exit(1);
  }
  writeFileSync(target, source);
  console.log(`complex: ${slug} (lib/site/content/complexes/selected.ts)`);
}

main();
