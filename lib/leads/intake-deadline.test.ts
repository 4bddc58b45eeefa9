import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { emulatorCredential } from "@/lib/platform/firebase/emulator-credential";
import { withDeadlines } from "@/lib/platform/runtime/deadline";
import { startSilentFirestore } from "@/test-support/failing-firestore";
import { handleLeadPost } from "./intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { FirestoreLeadOutbox } from "./store/firestore";

// A lead store that never answers (a TCP peer that holds every connection silent): the visitor's
// request still ends within the store's deadline, with the Korean "try again" and a Retry-After,
// and no forward is scheduled for a lead that was never confirmed stored.

const ORIGIN = "https://www.sample-site.example";

describe("lead intake with a store that never answers", () => {
  it("answers 503 within the deadline, not when the store's client gives up", async () => {
    const silent = await startSilentFirestore();
    vi.stubEnv("FIRESTORE_EMULATOR_HOST", silent.host);
    const app = initializeApp(
      { projectId: "demo-silent-leads", credential: emulatorCredential("demo-silent-leads") },
      "silent-leads",
    );
    try {
      const scheduled: unknown[] = [];
      const outbox = withDeadlines(new FirestoreLeadOutbox(getFirestore(app)), "lead store", { ms: 300 });
      const started = Date.now();
      const response = await handleLeadPost(
        "register",
        new Request(`${ORIGIN}/api/register`, {
          method: "POST",
          body: JSON.stringify({ name: "김민준", phone: "010-2222-3333", consent: true }),
          headers: { "content-type": "application/json" },
        }),
        {
          outbox,
          destinations: { register: "http://127.0.0.1:9/never" },
          limiter: new RateLimiter(0),
          trustedProxyHops: 0,
          siteUrl: ORIGIN,
          schedule: (task) => scheduled.push(task),
        },
      );
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(((await response.json()) as { message: string }).message).toMatch(/잠시 후 다시 시도해 주세요/);
      expect(scheduled).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      await deleteApp(app);
      silent.stop();
    }
  });
});
