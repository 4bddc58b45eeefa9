// The words behind each consent version (consents.ts: a version is a hash of the texts the boxes
// show). A lead keeps only the version; this keeps, once per version, the text it stands for, so
// what a person agreed to can be shown years later, after the copy has changed. Never changed or
// removed: a version's text is what it was.

export type ConsentText = { version: string; text: string; firstSeenAt: Date };

export interface ConsentTextStore {
  /** Keeps the text of `version` when it is not kept yet (the first one stays); true when new. */
  keep(entry: ConsentText): Promise<boolean>;
  /** The text of `version`, or null. */
  get(version: string): Promise<ConsentText | null>;
}
