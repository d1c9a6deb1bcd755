/** Sidebar constants of the specification (docs/specification.md §2, §9), readable by server layouts and the component. */
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";

/** The sidebar is open unless its cookie says exactly "false" (missing or malformed: open). */
export function parseSidebarCookie(value: string | undefined): boolean {
  return value !== "false";
}
