import { describe, expect, it } from "vitest";
import { sendsReceipt } from "@/lib/validations/transaction";

const ana = "0b6f2a5e-7c1d-4e8a-9f3b-2d4c6e8a0b1c";
const luis = "5e1d9c7b-3a2f-4b6e-8d0c-1f3e5a7c9b2d";

describe("sendsReceipt: a movement of someone's money that becomes completed", () => {
  it.each([
    ["recorded as completed", { userId: ana, status: "completed" }, undefined, true],
    ["recorded as pending", { userId: ana, status: "pending" }, undefined, false],
    ["the club's own cost (no owner)", { userId: null, status: "completed" }, undefined, false],
    ["confirmed later", { userId: ana, status: "completed" }, { userId: ana, status: "pending" }, true],
    ["an edit of a receipted one", { userId: ana, status: "completed" }, { userId: ana, status: "completed" }, false],
    ["moved to someone else", { userId: luis, status: "completed" }, { userId: ana, status: "completed" }, true],
    ["turned failed", { userId: ana, status: "failed" }, { userId: ana, status: "completed" }, false],
  ])("%s", (_case, after, before, expected) => {
    expect(sendsReceipt(after, before)).toBe(expected);
  });
});
