export const COMPILE_HINT: string;
export function hasCompileHint(text: string): boolean;
export function addCompileHints(dir: string): number;
