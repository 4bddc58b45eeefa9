import type { DocumentData, DocumentReference } from "firebase-admin/firestore";
import { ALREADY_EXISTS, codeOf } from "./error-codes";

/** Creates the document unless it exists (the first write stays): true when this call created it. */
export async function createOnce(ref: DocumentReference, data: DocumentData): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if (codeOf(error) === ALREADY_EXISTS) return false;
    throw error;
  }
}
