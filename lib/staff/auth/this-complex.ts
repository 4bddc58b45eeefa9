import "server-only";
import { complexSlugSchema } from "@/lib/env";
import { complexSlug } from "@/lib/site/content/complex";

// The complex this server acts for, as the staff's roles name it (Firebase mode keeps a role per
// complex in the custom claim `roles`, firebase.ts). Taken from the build, not from COMPLEX at run
// time: it is the complex whose pages this server shows, so a backend started with another or no
// COMPLEX still reads and writes the roles of the complex it shows.

/** The slug of the complex this build shows (lib/site/content/complexes/selected.ts). */
export function thisComplex(): string {
  const slug = complexSlugSchema.safeParse(complexSlug);
  // A selected.ts written before the slug was part of it: stop rather than read a role under no complex.
  if (!slug.success)
    throw new Error(
      "lib/site/content/complexes/selected.ts names no complex slug: run `npx tsx --conditions=react-server scripts/select-complex.ts`",
    );
  return slug.data;
}
