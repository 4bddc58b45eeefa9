import { createRequire } from "node:module";

// A "Firestore" that answers every call with an error: a gRPC server on 127.0.0.1 with no
// services, so each request fails at once with 12 UNIMPLEMENTED (not retried by the client).
// For "the store is broken" tests. grpc-js comes from the Firestore client's own dependencies.

type GrpcServer = {
  bindAsync(address: string, credentials: unknown, callback: (error: Error | null, port: number) => void): void;
  forceShutdown(): void;
};

export type FailingFirestore = { host: string; stop: () => void };

export async function startFailingFirestore(): Promise<FailingFirestore> {
  const fromGax = createRequire(createRequire(import.meta.url).resolve("google-gax"));
  const grpc = fromGax("@grpc/grpc-js") as {
    Server: new () => GrpcServer;
    ServerCredentials: { createInsecure(): unknown };
  };
  const server = new grpc.Server();
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, p) =>
      error ? reject(error) : resolve(p),
    ),
  );
  return { host: `127.0.0.1:${port}`, stop: () => server.forceShutdown() };
}

/**
 * A "Firestore" that never answers: a TCP server on 127.0.0.1 that accepts every connection and
 * holds it without a byte in reply, as a store behind a dead network path would. For the tests of
 * our own deadlines (the client's would only fire after a minute or more).
 */
export async function startSilentFirestore(): Promise<FailingFirestore> {
  const { createServer } = await import("node:net");
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
  );
  return {
    host: `127.0.0.1:${port}`,
    stop: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
