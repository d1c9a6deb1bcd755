import { validate } from "node-iso11649";
import { describe, expect, it } from "vitest";
import { dayAfter } from "@/lib/madrid-day";
import { newPaymentReference, printedReference, referenceCandidates } from "@/lib/payment-reference";

describe("a payment reference (ISO 11649)", () => {
  it("is RF, two check digits and seven characters without 0, O, 1 or I, and passes its own check", () => {
    for (let i = 0; i < 200; i++) {
      const reference = newPaymentReference();
      expect(reference).toMatch(/^RF\d{2}[2-9A-HJ-NP-Z]{7}$/);
      expect(validate(reference)).toBe(true);
    }
    // The same bytes give the same reference (the demo data's are stable).
    const bytes = () => new Uint8Array([0, 1, 2, 3, 4, 5, 6]);
    expect(newPaymentReference(bytes)).toBe(newPaymentReference(bytes));
    expect(newPaymentReference(bytes)).toBe("RF352345678");
  });

  it("is printed in groups of four", () => {
    expect(printedReference("RF352345678")).toBe("RF35 2345 678");
  });

  it("is found in a transfer's concept however it was typed, and a mistyped one is not", () => {
    expect(referenceCandidates("Transferencia RF35 2345 678 Malvarrosa")).toContain("RF352345678");
    expect(referenceCandidates("pago rf35-2345-678")).toContain("RF352345678");
    expect(referenceCandidates("PAGO RF352345687")).not.toContain("RF352345687"); // two characters swapped
    expect(referenceCandidates("PAGO RF352345679")).not.toContain("RF352345679"); // one character wrong
    expect(referenceCandidates("Sin referencia")).toEqual([]);
  });
});

describe("a deadline", () => {
  it("is a calendar day in Madrid, counted from the day the instant falls on there", () => {
    // 23:30 UTC on 30 November is already 1 December in Madrid.
    expect(dayAfter(new Date("2026-11-30T23:30:00Z"), 10).toISOString()).toBe("2026-12-11T00:00:00.000Z");
    expect(dayAfter(new Date("2026-11-30T10:00:00Z"), 10).toISOString()).toBe("2026-12-10T00:00:00.000Z");
  });
});
