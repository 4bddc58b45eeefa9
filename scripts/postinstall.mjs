// After `npm install`: writes the generated module that names the chosen complex
// (lib/site/content/complexes/selected.ts, git-ignored; scripts/select-complex.ts), so that a fresh
// clone typechecks, tests and serves before its first build. An install without the dev tools
// (no tsx) leaves it to the build, which writes it too.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
if (existsSync(tsx)) {
  const r = spawnSync(tsx, ["--conditions=react-server", "scripts/select-complex.ts"], { cwd: root, stdio: "inherit" });
  process.exit(r.status ?? 1);
}
