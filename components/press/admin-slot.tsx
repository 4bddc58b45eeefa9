/**
 * The administrator's place under the press list (sign-in, write form). Renders nothing until the
 * admin work fills it; the list page already renders it where it belongs.
 */
export function PressAdminSlot({ site }: { site: string }) {
  void site;
  return null;
}
