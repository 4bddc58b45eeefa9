export function percentile(sorted: number[], p: number): number;
