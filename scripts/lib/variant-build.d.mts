export type VariantName = "firestore" | "public" | "firebase";
export declare const VARIANTS: Record<VariantName, { about: string; env: Record<string, string> }>;
export declare function variantDir(name: VariantName, root?: string): string;
export declare function variantStandalone(name: VariantName, root?: string): string;
export declare function buildVariant(name: VariantName, root?: string): number;
