import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Makes the drawings' text render in Pretendard, the site's font, from the npm package, and in no
 * other font: a picture is the same on every machine, whatever fonts it has. Points fontconfig (which
 * sharp's SVG renderer asks when it draws its first label) at a config of our own in `cacheDir`; call
 * it before the first text is drawn. Used by scripts/render-art.ts and scripts/make-sample-materials.ts.
 */
export function drawWithSiteFont(root: string, cacheDir = path.join(root, ".art-cache")): void {
  mkdirSync(cacheDir, { recursive: true });
  const fontsConf = path.join(cacheDir, "fonts.conf");
  const pretendard = path.join(root, "node_modules/pretendard/dist/public/static");
  writeFileSync(
    fontsConf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${pretendard}</dir><cachedir>${path.join(cacheDir, "fontconfig")}</cachedir></fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = fontsConf;
}
