import "server-only";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { createOnce } from "@/lib/platform/firebase/create-once";
import type { ConsentText, ConsentTextStore } from "../texts";

// Collection consentTexts: one document per consent version, its id the version (texts.ts);
// created once, never changed. The security rules deny every client.

export const CONSENT_TEXTS = "consentTexts";

export class FirestoreConsentTextStore implements ConsentTextStore {
  constructor(private readonly db: Firestore = firestore()) {}

  async keep(entry: ConsentText): Promise<boolean> {
    return createOnce(this.db.collection(CONSENT_TEXTS).doc(entry.version), {
      text: entry.text,
      firstSeenAt: Timestamp.fromDate(entry.firstSeenAt),
    });
  }

  async get(version: string): Promise<ConsentText | null> {
    const snap = await this.db.collection(CONSENT_TEXTS).doc(version).get();
    if (!snap.exists) return null;
    return { version, text: snap.get("text"), firstSeenAt: (snap.get("firstSeenAt") as Timestamp).toDate() };
  }
}
