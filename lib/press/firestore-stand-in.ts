// Test support: @firestore-emulator/server (an in-memory Firestore gRPC stand-in) on 127.0.0.1.
// Its start(port) binds 0.0.0.0, so we bind its gRPC server ourselves, on loopback and a free port,
// with the ServerCredentials of the grpc-js copy it was built with (grpc-js checks instanceof).
import { createRequire } from "node:module";
import { FirestoreServer } from "@firestore-emulator/server";

type GrpcServer = {
  bindAsync(address: string, credentials: unknown, callback: (error: Error | null, port: number) => void): void;
  forceShutdown(): void;
};

export type FirestoreStandIn = { host: string; port: number; stop: () => void };

/** Starts the stand-in on 127.0.0.1:`port` (0: any free port). */
export async function startFirestoreStandIn(port = 0): Promise<FirestoreStandIn> {
  const emulator = new FirestoreServer();
  const grpcServer = (emulator as unknown as { server: GrpcServer }).server;
  const requireFromEmulator = createRequire(createRequire(import.meta.url).resolve("@firestore-emulator/server"));
  const { ServerCredentials } = requireFromEmulator("@grpc/grpc-js") as { ServerCredentials: { createInsecure(): unknown } };
  const bound = await new Promise<number>((resolve, reject) =>
    grpcServer.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error, p) => (error ? reject(error) : resolve(p))),
  );
  return { host: `127.0.0.1:${bound}`, port: bound, stop: () => emulator.stop() };
}

/**
 * A Firestore that answers every call with an error: a gRPC server on 127.0.0.1 with no services,
 * so each request fails with 12 UNIMPLEMENTED (not retried by the client). For "the store is
 * broken" tests.
 */
export async function startFailingFirestore(): Promise<FirestoreStandIn> {
  const requireFromEmulator = createRequire(createRequire(import.meta.url).resolve("@firestore-emulator/server"));
  const grpc = requireFromEmulator("@grpc/grpc-js") as { Server: new () => GrpcServer; ServerCredentials: { createInsecure(): unknown } };
  const server = new grpc.Server();
  const bound = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, p) => (error ? reject(error) : resolve(p))),
  );
  return { host: `127.0.0.1:${bound}`, port: bound, stop: () => server.forceShutdown() };
}
