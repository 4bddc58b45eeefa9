export declare const TAG_HOSTS: string[];
export type TagRequest = { host: string; path: string; query: Record<string, string>; at: number };
export declare function startTagHosts(): Promise<{
  received: TagRequest[];
  resolverRules: string;
  close: () => Promise<void>;
}>;
