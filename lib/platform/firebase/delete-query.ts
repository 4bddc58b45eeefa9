import "server-only";
import type { Query } from "firebase-admin/firestore";

/**
 * Deletes every document `query` matches, `pageSize` at a time in one batch each (a batch holds at
 * most 500 writes); how many went. The purges and erasures of the Firestore adapters.
 */
export async function deleteMatching(query: Query, pageSize: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(pageSize).get();
    if (page.empty) return deleted;
    const batch = query.firestore.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < pageSize) return deleted;
  }
}
