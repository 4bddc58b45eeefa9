import "server-only";

// The second sign-in factor of a back-office account (개인정보의 안전성 확보조치 기준 제5조⑥: access
// over the internet needs a safe way of proving who signs in, beyond the password): a TOTP
// authenticator app (totp.ts) and ten recovery codes (recovery.ts) for a lost phone. One record per
// account, keyed by its email, made when the person confirms their first code. The secret is kept
// sealed (sealed.ts), the recovery codes as keyed hashes, and the last time step a code was
// accepted for, so that a code works once (RFC 6238 §5.2) on every instance. SQLite (table
// second_factors) or Firestore (collection secondFactors), picked in store/index.ts.

export type SecondFactor = {
  /** The account's email, lower case. */
  email: string;
  /** The TOTP secret, sealed under the session key (sealed.ts). */
  sealedSecret: string;
  /** Keyed hashes of the recovery codes not used yet. */
  recoveryHashes: string[];
  /** The newest TOTP time step a code was accepted for. */
  lastStep: number;
  enrolledAt: Date;
};

export interface SecondFactorStore {
  get(email: string): Promise<SecondFactor | null>;
  /** Records a confirmed enrollment unless the account has one; false when it has (two browsers enrolling at once). */
  enroll(factor: SecondFactor): Promise<boolean>;
  /** Marks `step` used when it is newer than the last used one; false when it is not (a code replayed, or older). */
  useStep(email: string, step: number): Promise<boolean>;
  /** Removes one recovery code's hash; false when the account has no such unused code. */
  useRecoveryCode(email: string, hash: string): Promise<boolean>;
  /** Forgets the account's enrollment (a lost phone): its next sign-in enrolls again. False when it had none. */
  reset(email: string): Promise<boolean>;
}
