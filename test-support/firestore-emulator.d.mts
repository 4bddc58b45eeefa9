export const EMULATOR_INSTALL_HINT: string;
export function emulatorProblem(): string | null;
export function freePort(): Promise<number>;
export type FirestoreEmulator = { host: string; port: number; logFile: string; stop: () => Promise<void> };
export function startFirestoreEmulator(options?: { port?: number; timeoutMs?: number }): Promise<FirestoreEmulator>;
export function clearEmulatorProject(host: string, projectId: string, databaseId?: string): Promise<void>;
