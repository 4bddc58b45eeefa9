// Checks and encodes the selected complex's own materials (lib/site/content/complexes/<slug>/materials.ts
// and its materials/ folder) and our own raster drawings (their masters, drawn by
// scripts/render-art.ts) into public/media/ with lib/site/media/pipeline.ts: every picture as AVIF and
// WebP at its slot's widths, every document as given, and public/media/manifest.json, which the pages
// read. `npm run build` and `npm run dev` run it after drawing the art (scripts/build.mjs, predev).
// An unchanged original is taken from .media-cache/; a bad file stops the build and names the field
// and the file, and public/media/ is left as it was. Prints one line a file and the time it took.
//   npx tsx --conditions=react-server scripts/encode-materials.ts
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { documentJobs, materials, photoJobs, type PhotoJob } from "../lib/site/content/materials";
import { drawnRasters } from "../lib/site/media/drawings";
import { announcement } from "../lib/site/content/sales";
import { SAMPLE_NOTICE, type ServedDocument } from "../lib/site/media/manifest";
import { buildMedia, MaterialsError } from "../lib/site/media/pipeline";
import { selectedComplex } from "./lib/selected-complex.mjs";

const root = path.resolve(__dirname, "..");

async function main() {
  const slug = selectedComplex(root);
  // Our own drawings first (their masters drawn by scripts/render-art.ts), then the builder's photos.
  const drawings: PhotoJob[] = drawnRasters().map((d) => ({
    id: `drawing ${d.src}`,
    field: `drawing ${d.src}`,
    kind: d.kind,
    photo: { file: d.master, alt: d.alt },
    drawing: d.src,
    dir: path.join(root, ".art-cache"),
  }));
  const photos = photoJobs(materials);
  const documents = documentJobs(materials);
  if (photos.length === 0 && documents.length === 0)
    console.log(`materials: ${slug} gives no photos or documents; the site shows its ${drawings.length} drawings`);
  // A complex without its own notice shows the generated sample (scripts/make-notice-pdf.ts, which runs first).
  const sample = path.join(root, "public", announcement.pdf);
  const placed: Record<string, ServedDocument> =
    !materials.notice && existsSync(sample)
      ? {
          [SAMPLE_NOTICE]: {
            id: SAMPLE_NOTICE,
            file: announcement.pdf,
            title: announcement.title,
            href: announcement.pdf,
            bytes: statSync(sample).size,
          },
        }
      : {};
  try {
    const result = await buildMedia({
      placed,
      materialsDir: path.join(root, "lib/site/content/complexes", slug, "materials"),
      photos: [...drawings, ...photos],
      documents,
      cacheDir: path.join(root, ".media-cache"),
      publicDir: path.join(root, "public"),
      log: (line) => console.log(`  ${line}`),
    });
    for (const w of result.warnings) console.warn(`warning: ${w}`);
    {
      const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
      console.log(
        `materials: ${drawings.length} drawings and ${photos.length} photos (${result.encoded} encoded, ${result.cached} from the cache) and ${documents.length} documents in ${(result.ms / 1000).toFixed(1)} s; ` +
          `originals ${mb(result.bytes.originals)}, every encoded variant ${mb(result.bytes.served)} (public/media/)`,
      );
    }
  } catch (error) {
    if (error instanceof MaterialsError) {
      console.error(
        `\n${error.message}\n\nFix the files in lib/site/content/complexes/${slug}/materials/ (or the fields in materials.ts); nothing was written into public/media/.`,
      );
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
