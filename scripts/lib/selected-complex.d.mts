export function selectedComplex(root: string): string;
