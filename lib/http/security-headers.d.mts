export declare const FRAME_SOURCES: string[];
export declare const FIREBASE_AUTH_SOURCES: string[];
export declare function firebaseConnectSources(env: Record<string, string | undefined>): string[] | null;
export declare function contentSecurityPolicy(options: { dev: boolean; firebase: string[] | null }): string;
export declare function withConnectSources(policy: string, sources: string[]): string;
export declare const HSTS: string;
export declare function securityHeaders(env: Record<string, string | undefined>): { key: string; value: string }[];
export declare function documentPolicy(options: { dev: boolean; firebase: string[] | null }): string;
export declare function securityHeaderRules(env: Record<string, string | undefined>): { source: string; headers: { key: string; value: string }[] }[];
