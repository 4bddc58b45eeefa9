// Who may do what in the back office. Two roles:
//   admin: everything (press, settings such as open and closed visit slots, staff, exports, erasure);
//   staff: the leads and the visit bookings (assigned to them or unassigned), nothing else.
// The administrator configured in the environment (ADMIN_EMAIL, or a Firebase user with the claim
// admin=true / listed in ADMIN_EMAILS) is always an admin. Every check runs on the server.

export const ROLES = ["admin", "staff"] as const;
export type Role = (typeof ROLES)[number];

export const roleLabel: Record<Role, string> = { admin: "관리자", staff: "상담 직원" };

/**
 * What an administrator may grant a staff member beyond the role: `units`, keeping the remaining-units
 * board (/admin/units). An administrator holds every grant.
 */
export const GRANTS = ["units"] as const;
export type Grant = (typeof GRANTS)[number];
export const grantLabel: Record<Grant, string> = { units: "잔여세대 관리" };

/** The grants of a stored value (an account's column, a custom claim): the known ones, each once. */
export function grantsOf(value: unknown): Grant[] {
  return Array.isArray(value) ? GRANTS.filter((g) => value.includes(g)) : [];
}

/** Whether a signed-in person may do what `grant` allows: an administrator, or a staff member who holds it. */
export function mayDo(person: { role: Role; grants?: readonly Grant[] }, grant: Grant): boolean {
  return person.role === "admin" || (person.grants?.includes(grant) ?? false);
}

/** True when someone holding `held` may do what needs `required`: an admin may do all a staff member may. */
export function holdsRole(held: Role, required: Role): boolean {
  return held === "admin" || held === required;
}

/** The answer to a signed-in person whose role does not allow the page or action. */
export const ROLE_REFUSED = "이 화면은 관리자만 이용할 수 있습니다. 필요하면 관리자에게 권한을 요청해 주세요.";
