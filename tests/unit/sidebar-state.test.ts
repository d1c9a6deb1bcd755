import { describe, expect, it } from "vitest";
import * as sidebar from "@/lib/sidebar-state";

const { parseSidebarCookie } = sidebar;

describe("parseSidebarCookie", () => {
  it("treats a missing cookie as open", () => {
    expect(parseSidebarCookie(undefined)).toBe(true);
  });

  it('reads "true" as open', () => {
    expect(parseSidebarCookie("true")).toBe(true);
  });

  it('reads "false" as collapsed', () => {
    expect(parseSidebarCookie("false")).toBe(false);
  });

  it.each(["", "0", "no", "FALSE", "False", " false", "false ", "null", "undefined", "%66alse"])(
    'treats anything other than exactly "false" (%j) as open',
    (value) => {
      expect(parseSidebarCookie(value)).toBe(true);
    },
  );
});

describe("sidebar constants", () => {
  it("stores the state in the sidebar_state cookie for seven days", () => {
    expect(sidebar.SIDEBAR_COOKIE_NAME).toBe("sidebar_state");
    expect(sidebar.SIDEBAR_COOKIE_MAX_AGE).toBe(604_800);
    expect(sidebar.SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
  });

  it("uses the specified widths", () => {
    expect(sidebar.SIDEBAR_WIDTH).toBe("16rem");
    expect(sidebar.SIDEBAR_WIDTH_MOBILE).toBe("18rem");
    expect(sidebar.SIDEBAR_WIDTH_ICON).toBe("3rem");
  });

  it("toggles with Ctrl/Cmd + B", () => {
    expect(sidebar.SIDEBAR_KEYBOARD_SHORTCUT).toBe("b");
  });
});
