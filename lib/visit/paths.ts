/** The booking pages' addresses (no server-only import: links in any component may use them). */
export const VISIT_PATH = "/Promotion/Visit";
export const VISIT_MANAGE_PATH = `${VISIT_PATH}/manage`;
export const VISIT_DONE_PATH = `${VISIT_PATH}/done`;
/** The one-time code page of a booking whose number must be proven (SMS on). */
export const VISIT_VERIFY_PATH = `${VISIT_PATH}/verify`;
export const DIRECTIONS_HREF = `${VISIT_PATH}#directions`;
