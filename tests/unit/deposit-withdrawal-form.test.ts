import { describe, expect, it } from "vitest";
import * as z from "@/lib/validations/zod";
import { withdrawalFormSchema, withdrawalSchema } from "@/lib/validations/deposit-withdrawal";

const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("Retirar's form, checked by the withdrawal's own schema", () => {
  it("sends the amount as the server reads it, or «all» when the box is checked (the amount typed then does not count)", () => {
    expect(z.parse(withdrawalFormSchema, { amount: "2.000", all: false })).toEqual(z.parse(withdrawalSchema, { amount: "2.000" }));
    expect(z.parse(withdrawalFormSchema, { amount: "2.000", all: false }).amount).toBe("2000.00");
    expect(z.parse(withdrawalFormSchema, { amount: "", all: true })).toEqual({ amount: "all" });
    expect(z.parse(withdrawalFormSchema, { amount: "abc", all: true })).toEqual({ amount: "all" });
    expect(z.parse(withdrawalFormSchema, { all: true })).toEqual({ amount: "all" });
  });

  it("puts the withdrawal's Spanish messages on the amount", () => {
    expect(issuesOf(withdrawalFormSchema, { amount: "", all: false })).toEqual(issuesOf(withdrawalSchema, { amount: "" }));
    expect(issuesOf(withdrawalFormSchema, { amount: "-5", all: false })).toEqual([["amount", "Importe no válido"]]);
  });
});
