import { parseContent } from "../../schema";
import { materialsSchema } from "../../materials-schema";

// The builder's own photographs, plans and documents, as files in materials/ beside this file (see
// docs/content.md, "What the builder sends, and where each file goes"). This sample has none: every
// picture is one of the site's drawings, and the recruitment notice is the generated sample.

export const materials = parseContent("materials.ts", materialsSchema, {});
