// The door of lib/staff: who works in the back office and what they may do. Sign-in (embedded
// scrypt or Firebase), sessions, roles and grants, staff accounts and invitations, the access
// records, and the guard every admin server action and export route goes through (action.ts,
// route-access.ts). The browser's part is client.ts.

export {
  ACCESS_KEEP_DAYS,
  type AccessAction,
  type AccessRecord,
  accessRecords,
  maskedTerm,
  purgeAccessRecords,
  recordAccess,
  recordRefusal,
} from "./access/index";
export { type AccessFilter, parseAccessQuery } from "./access/query";
export { adminAction, adminFormAction } from "./action";
export { signIn, signInWithIdToken, signOut } from "./auth/actions";
export type { PendingView } from "./auth/pending-cookie";
export { signInSetup, type SignInSetup, type SignInView } from "./auth/config";
export { signInView } from "./auth/sign-in-view";
export { acceptInvitation, type AcceptState } from "./auth/invite-actions";
export { EXPIRED_INVITE, inviteHashOf, inviteTokenSchema, PASSWORD_MIN } from "./auth/invite";
export { adminSessionStore } from "./auth/store/index";
export {
  type Admin,
  AdminRequiredError,
  getAdmin,
  pendingCookieName,
  requireAdmin,
  sessionCookieName,
} from "./auth/session";
export { staffAccounts } from "./auth/staff-accounts";
export { startAuth } from "./auth/startup";
export { userStore } from "./users/store/index";
export { normalEmail, type StaffAccount } from "./users/users";
export { privateHeaders, privateText, routeAccess } from "./route-access";
export { inviteStaff, type InviteState, setStaffGrant, setStaffRole, setStaffStatus } from "./staff-actions";
export * from "./client";
