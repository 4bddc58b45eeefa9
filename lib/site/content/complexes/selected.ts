// The complex this build shows: COMPLEX (lib/platform/env.ts), default seon-livel. scripts/select-complex.ts
// rewrites this line when COMPLEX names another folder; every content module reads through it.
export * from "./seon-livel";
