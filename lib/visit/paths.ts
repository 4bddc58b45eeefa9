/** The booking pages' addresses (no server-only import: links in any component may use them). */
export const VISIT_PATH = "/Promotion/Visit";
export const VISIT_MANAGE_PATH = `${VISIT_PATH}/manage`;
export const VISIT_DONE_PATH = `${VISIT_PATH}/done`;
export const DIRECTIONS_HREF = `${VISIT_PATH}#directions`;
