// `npm run build:<name>`: a build of the selected complex with a variant's build-time settings, in
// .complex-builds/variant-<name>/ (scripts/lib/variant-build.mjs says which and what for).
//   node scripts/variant-build.mjs firestore|public|firebase
import { buildVariant, VARIANTS } from "./lib/variant-build.mjs";

const name = process.argv[2];
if (!name || !(name in VARIANTS)) {
  console.error(`usage: node scripts/variant-build.mjs <${Object.keys(VARIANTS).join("|")}>`);
  process.exit(2);
}
console.log(`\n[build:${name}] ${VARIANTS[name].about}; settings ${JSON.stringify(VARIANTS[name].env)}`);
try {
  const seconds = buildVariant(name);
  console.log(`[build:${name}] built in ${seconds.toFixed(0)} s`);
} catch (error) {
  console.error(`[build:${name}] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
