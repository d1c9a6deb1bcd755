import { describe, expect, it } from "vitest";
import { searchWhere } from "@/server/shared/search";

describe("searchWhere (the admin lists' text search)", () => {
  it("adds no condition without a search", () => {
    expect(searchWhere("", (contains) => [{ title: contains }])).toEqual({});
  });

  it("matches any of the named fields, case-insensitively", () => {
    expect(searchWhere("Ruiz", (contains) => [{ firstName: contains }, { user: { email: contains } }])).toEqual({
      OR: [{ firstName: { contains: "Ruiz", mode: "insensitive" } }, { user: { email: { contains: "Ruiz", mode: "insensitive" } } }],
    });
  });
});
