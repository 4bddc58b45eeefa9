import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { spawn } from "node:child_process";
import path from "node:path";
import { startFormService } from "@/e2e/support/form-service.mjs";
import { firestoreForFile } from "@/test-support/firestore";
import type { NewLead } from "./outbox";
import { FirestoreLeadOutbox } from "./store/firestore";

// Three server processes drain one Firestore lead outbox at once (the real emulator, its
// transactions deciding every claim), into one form-service stand-in on 127.0.0.1: each of the
// 200 leads reaches the service exactly once. DRAIN_TRACE=1 shows each process's passes.

const firestore = firestoreForFile("drain-processes");
const root = path.resolve(__dirname, "../..");
let service: Awaited<ReturnType<typeof startFormService>>;
beforeAll(async () => {
  service = await startFormService();
});
afterAll(() => service?.close());

function lead(i: number): NewLead {
  return {
    form: "register",
    fields: {
      name: `테스트${i}`,
      phone: `010${String(10_000_000 + i)}`,
      message: null,
      birthDate: null,
      email: null,
      visitDate: null,
    },
    page: "/",
    referrer: null,
    utm: null,
    consentAt: new Date(),
    idempotencyKey: null,
    hasDestination: true,
  };
}

function drainProcess(projectId: string): Promise<{ claimed: number; delivered: number; lost: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, "node_modules/tsx/dist/cli.mjs"),
        "--conditions=react-server",
        path.join(root, "test-support/drain-worker.ts"),
        projectId,
        service.url,
      ],
      {
        cwd: root,
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: firestore.host },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => {
      err += c;
      if (process.env.DRAIN_TRACE) process.stderr.write(c);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`drain process exited with ${code}: ${err.slice(-2000)}`));
      resolve(JSON.parse(out.trim().split("\n").pop()!));
    });
  });
}

describe("Firestore lead outbox: drainers in three processes", () => {
  it("claim the same 200 leads and forward each exactly once", { timeout: 120_000 }, async () => {
    const projectId = firestore.project();
    const outbox = new FirestoreLeadOutbox(firestore.client(projectId));
    const ids: string[] = [];
    for (let i = 0; i < 200; i += 20)
      ids.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => outbox.add(lead(i + j))))).map((r) => r.id));

    const reports = await Promise.all([drainProcess(projectId), drainProcess(projectId), drainProcess(projectId)]);

    const counts = service.countsById();
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(200);
    expect(reports.every((r) => r.lost === 0)).toBe(true);
    // Every process took part (the claim is shared, not won by the first one to start).
    expect(reports.filter((r) => r.claimed > 0).length).toBeGreaterThanOrEqual(2);
    expect(await outbox.counts()).toMatchObject({ pending: 0, delivered: 200, failed: 0 });
  });
});
