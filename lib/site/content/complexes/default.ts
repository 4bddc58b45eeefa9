// The complex a build shows when COMPLEX is unset (lib/env.ts), and the sample that
// `npm run new-complex` copies. The one place outside a complex's own folder that names it.
export const DEFAULT_COMPLEX = "seon-livel";
