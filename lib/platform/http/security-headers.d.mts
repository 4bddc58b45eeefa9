export declare const FRAME_SOURCES: string[];
export declare const FIREBASE_AUTH_SOURCES: string[];
export declare function firebaseConnectSources(env: Record<string, string | undefined>): string[] | null;
export type AdSources = { script: string[]; img: string[]; connect: string[]; frame: string[] };
export declare function contentSecurityPolicy(options: {
  dev: boolean;
  firebase: string[] | null;
  ads?: AdSources;
}): string;
export declare const HSTS: string;
export declare function securityHeaders(env: Record<string, string | undefined>): { key: string; value: string }[];
export declare function documentPolicy(options: { dev: boolean; firebase: string[] | null; ads?: AdSources }): string;
export declare function securityHeaderRules(
  env: Record<string, string | undefined>,
): { source: string; headers: { key: string; value: string }[] }[];
export declare const ASSET_PREFIXES: string[];
export declare const ASSET_POLICY: string;
export declare function assetHeaders(): { key: string; value: string }[];
