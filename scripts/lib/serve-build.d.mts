import type { ChildProcess } from "node:child_process";

export function ensureBuild(): void;
export function serveBuild(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  logFile?: string;
  nodeArgs?: string[];
  ownStore?: boolean;
}): Promise<{ url: string; stop(): Promise<void>; dataDir: string; child: ChildProcess }>;
