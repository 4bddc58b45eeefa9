import "server-only";
import { createHash } from "node:crypto";
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { createOnce } from "@/lib/platform/firebase/create-once";
import type { SecondFactor, SecondFactorStore } from "../factors";

// Collection secondFactors: one document per enrolled account, its id the SHA-256 of the email (no
// address in a document id). The step and the recovery codes change in transactions, so two
// instances never accept one code twice. The security rules deny every client.

export const SECOND_FACTORS = "secondFactors";

const idOf = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

function factorOf(d: DocumentData): SecondFactor {
  return {
    email: d.email as string,
    sealedSecret: d.sealedSecret as string,
    recoveryHashes: (d.recoveryHashes as string[]) ?? [],
    lastStep: d.lastStep as number,
    enrolledAt: (d.enrolledAt as Timestamp).toDate(),
  };
}

export class FirestoreSecondFactorStore implements SecondFactorStore {
  constructor(private readonly db: Firestore = firestore()) {}

  private doc(email: string) {
    return this.db.collection(SECOND_FACTORS).doc(idOf(email));
  }

  async get(email: string): Promise<SecondFactor | null> {
    const snap = await this.doc(email).get();
    return snap.exists ? factorOf(snap.data()!) : null;
  }

  async enroll(factor: SecondFactor): Promise<boolean> {
    return createOnce(this.doc(factor.email), {
      email: factor.email.trim().toLowerCase(),
      sealedSecret: factor.sealedSecret,
      recoveryHashes: factor.recoveryHashes,
      lastStep: factor.lastStep,
      enrolledAt: Timestamp.fromDate(factor.enrolledAt),
    });
  }

  async useStep(email: string, step: number): Promise<boolean> {
    const ref = this.doc(email);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || (snap.get("lastStep") as number) >= step) return false;
      tx.update(ref, { lastStep: step });
      return true;
    });
  }

  async useRecoveryCode(email: string, hash: string): Promise<boolean> {
    const ref = this.doc(email);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const hashes = snap.exists ? ((snap.get("recoveryHashes") as string[]) ?? []) : [];
      if (!hashes.includes(hash)) return false;
      tx.update(ref, { recoveryHashes: hashes.filter((h) => h !== hash) });
      return true;
    });
  }

  async reset(email: string): Promise<boolean> {
    const ref = this.doc(email);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      return true;
    });
  }
}
