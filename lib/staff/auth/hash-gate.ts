import "server-only";

// How many password checks may run at once in this process. scrypt runs on libuv's thread pool
// (4 threads unless UV_THREADPOOL_SIZE says otherwise) and takes ~32 MB and ~100 ms per check, so
// a flood of sign-in posts could otherwise fill the pool that file reads and compression share, and
// the memory with it. A check that finds the gate full is not queued: the caller answers at once.

export const MAX_CONCURRENT_HASHES = 2;

export class HashGate {
  private running = 0;

  constructor(readonly capacity = MAX_CONCURRENT_HASHES) {}

  /** Takes a slot now, or returns null when all are taken. The returned function frees it (once). */
  tryEnter(): (() => void) | null {
    if (this.running >= this.capacity) return null;
    this.running++;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.running--;
    };
  }

  get inUse(): number {
    return this.running;
  }
}
