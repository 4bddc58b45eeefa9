// What the alert monitor remembers per cause, in the shared store (never in process memory: a
// second server instance must not alert again). `version` makes each change a compare-and-set, so
// of two instances that see the same cause at once only one sends.

export const ALERT_CAUSES = ["failed", "backlog"] as const;
export type AlertCause = (typeof ALERT_CAUSES)[number];

export type AlertState = {
  /** When the last alert of this cause went out (ms), or null. */
  lastSentAt: number | null;
  /** An alert went out and no "back to normal" message has followed yet. */
  open: boolean;
  version: number;
};

export const initialAlertState: AlertState = { lastSentAt: null, open: false, version: 0 };

export interface AlertStateStore {
  get(cause: AlertCause): Promise<AlertState>;
  /** Writes `next` (version + 1) only if the stored version is still `expected.version`; false when another instance won. */
  replace(cause: AlertCause, expected: AlertState, next: Omit<AlertState, "version">): Promise<boolean>;
}
