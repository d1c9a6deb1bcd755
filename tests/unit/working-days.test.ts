import { describe, expect, it } from "vitest";
import { addCalendarMonths, addWorkingDays, isWorkingDay } from "@/server/shared/working-days";

describe("working days in Madrid", () => {
  it("leaves out weekends and the public holidays of Spain and of the Comunidad de Madrid", () => {
    expect(isWorkingDay("2026-12-04")).toBe(true); // Friday
    expect(isWorkingDay("2026-12-05")).toBe(false); // Saturday
    expect(isWorkingDay("2026-12-07")).toBe(false); // Monday: the Constitution's day, moved from Sunday
    expect(isWorkingDay("2026-12-08")).toBe(false); // la Inmaculada
    expect(isWorkingDay("2026-05-02")).toBe(false); // Saturday anyway, Madrid's own day
    expect(isWorkingDay("2026-12-09")).toBe(true); // Wednesday after the bridge
  });

  it("counts ten working days from a filing across the December bridge and Christmas", () => {
    // Filed Friday 4 December 2026: 9, 10, 11, 14, 15, 16, 17, 18, 21, 22 → 22 December.
    expect(addWorkingDays("2026-12-04", 10)).toBe("2026-12-22");
    // Filed 18 December: 21, 22, 23, 24, 28, 29, 30, 31 December, 4 and 5 January (the 1st and the 6th are holidays).
    expect(addWorkingDays("2026-12-18", 10)).toBe("2027-01-05");
  });

  it("counts months as the same day, or the month's last when it has none", () => {
    expect(addCalendarMonths("2026-12-06", 2)).toBe("2027-02-06");
    expect(addCalendarMonths("2026-12-31", 2)).toBe("2027-02-28");
    expect(addCalendarMonths("2027-11-30", 3)).toBe("2028-02-29");
  });
});
