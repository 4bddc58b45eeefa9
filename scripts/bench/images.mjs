// The image pipeline on a complex of 60 photos of 4,000 to 6,000 px (`npm run bench images`): how long
// a first build takes to check and encode them all, how long the next build takes when nothing
// changed (the cache), and when one file changed. The originals are made once from our drawings
// (lib/site/media/sample-photos.ts: JPEGs with grain, phone portraits with EXIF orientation 6, CMYK
// renderings, PNG plans) into a folder of the bench's own under the system's temporary folder, and
// kept for the next run. Runs scripts/bench/images.ts with tsx (the pipeline is TypeScript).
import { spawnSync } from "node:child_process";
import path from "node:path";

export const byNameOnly = true;

export default async function run() {
  const root = path.resolve(new URL("../..", import.meta.url).pathname);
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      path.join(root, "scripts/bench/images.ts"),
    ],
    { cwd: root, stdio: "inherit" },
  );
  if (r.status !== 0) process.exitCode = 1;
}
