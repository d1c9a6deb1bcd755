import { describe, expect, it } from "vitest";
import { accruedExact, dailyFactor, interestWithholding, periodInterest } from "@/lib/deposit/interest";

/**
 * The deposit account's interest, worked by hand (issue 51): 10 % TAE, day count actual/actual,
 * daily compounding on the balance plus the accrued interest (lib/deposit/interest.ts). The working
 * figures were computed with 60 significant digits (Python's decimal) and are written beside each.
 */
const TAE = "0.10";
const deposit = (from: string, to: string, changes: { day: string; amount: string }[] = []) =>
  periodInterest({ tae: TAE, from, to, opening: "10000.00", changes });

describe("the deposit account's interest at 10 % TAE", () => {
  it("derives the daily factor from the TAE exactly: g^N = 1,1", () => {
    // g365 = 1,1^(1/365) = 1.000261157876067812161686681705384904…
    expect(dailyFactor(TAE, 365).toFixed(30)).toBe("1.000261157876067812161686681705");
    // g366 = 1,1^(1/366) = 1.000260444237046928005260533499595804…
    expect(dailyFactor(TAE, 366).toFixed(30)).toBe("1.000260444237046928005260533500");
  });

  it("10.000 € for 31, 92 and 365 days", () => {
    // 31 days of 2027: 10.000 × (1,1^(31/365) − 1) = 81,27688966853973… → 81,28 €
    expect(deposit("2027-01-01", "2027-02-01")).toBe("81.28");
    // 92 days of 2027 (1 January to 2 April): 10.000 × (1,1^(92/365) − 1) = 243,14274053820713… → 243,14 €
    expect(deposit("2027-01-01", "2027-04-03")).toBe("243.14");
    // All of 2027, 365 days: 10.000 × (1,1 − 1) = 1.000,00 € exactly.
    expect(deposit("2027-01-01", "2028-01-01")).toBe("1000.00");
  });

  it("across a leap year: each day grows by its own year's factor, a whole year by exactly the TAE", () => {
    // All of 2028, 366 days: 10.000 × (1,1^(366/366) − 1) = 1.000,00 €.
    expect(deposit("2028-01-01", "2029-01-01")).toBe("1000.00");
    // 92 days from 1 December 2027: 31 of 2027 and 61 of 2028:
    // 10.000 × (1,1^(31/365) × 1,1^(61/366) − 1) = 242,69696221281818… → 242,70 €
    expect(deposit("2027-12-01", "2028-03-02")).toBe("242.70");
    // 365 days from 1 July 2027: 184 of 2027 and 181 of 2028 (which has 366):
    // 10.000 × (1,1^(184/365) × 1,1^(181/366) − 1) = 998,57960688655820… → 998,58 € (less than a year's TAE).
    expect(deposit("2027-07-01", "2028-06-30")).toBe("998.58");
  });

  it("a contribution and a partial withdrawal in the period, from their value dates", async () => {
    // March 2027 (31 days), 10.000 € from the 1st, +5.000 € on the 11th, −3.000 € on the 21st; g = 1,1^(1/365):
    //   days 1–10:  A10 = 10.000 × (g^10 − 1)              = 26,14650053709483…
    //   days 11–20: A20 = (15.000 + A10) × g^10 − 15.000   = 65,43461529177071…
    //   days 21–31: A31 = (12.000 + A20) × g^11 − 12.000   = 100,14072655323323… → 100,14 €
    const changes = [
      { day: "2027-03-11", amount: "5000" },
      { day: "2027-03-21", amount: "-3000" },
    ];
    expect(accruedExact({ tae: TAE, from: "2027-03-01", to: "2027-03-11", opening: "10000" }).toFixed(12)).toBe("26.146500537095");
    expect(deposit("2027-03-01", "2027-04-01", changes)).toBe("100.14");
    // The 19 % withholding on what is credited: 100,14 × 0,19 = 19,0266 → 19,03 €; on January's 81,28: 15,4432 → 15,44 €.
    expect(interestWithholding("100.14", "19.00")).toBe("19.03");
    expect(interestWithholding("81.28", "19.00")).toBe("15.44");
  });

  it("refuses a period that ends before it starts and a movement outside it", () => {
    expect(() => deposit("2027-02-01", "2027-01-01")).toThrow(RangeError);
    expect(() => deposit("2027-01-01", "2027-02-01", [{ day: "2027-02-01", amount: "1" }])).toThrow(RangeError);
    expect(deposit("2027-01-01", "2027-01-01")).toBe("0.00");
  });
});

describe("a change of TAE within a period", () => {
  it("splits it: each day grows by the factor of the TAE in force that day", () => {
    // 10 % until 14 February 2027, 8 % from the 15th (saved on the 14th: it counts from the next day). 10.000 € all of Q1:
    // 45 days at 10 % (1 Jan – 14 Feb), then 45 at 8 % (15 Feb – 31 Mar):
    // A45 = 10.000 × (1,1^(45/365) − 1) = 118,1987926984…; A90 = (10.000 + A45) × 1,08^(45/365) − 10.000
    // = 10.000 × (1,1^(45/365) × 1,08^(45/365) − 1) = 214,6606875926… → 214,66 €; 19 %: 40,7854 → 40,79 €.
    const schedule = [
      { from: "1970-01-01", tae: "0.1" },
      { from: "2027-02-15", tae: "0.08" },
    ];
    const interest = periodInterest({ tae: schedule, from: "2027-01-01", to: "2027-04-01", opening: "10000.00" });
    expect(interest).toBe("214.66");
    expect(interestWithholding(interest, "19.00")).toBe("40.79");
    expect(accruedExact({ tae: schedule, from: "2027-01-01", to: "2027-02-15", opening: "10000.00" }).toFixed(6)).toBe("118.198793");
    // A schedule of one TAE is that TAE: 10 % all of Q1 is 237,79 € either way.
    expect(periodInterest({ tae: [{ from: "1970-01-01", tae: "0.1" }], from: "2027-01-01", to: "2027-04-01", opening: "10000.00" })).toBe(
      deposit("2027-01-01", "2027-04-01"),
    );
    // A change after the period does not touch it.
    expect(
      periodInterest({
        tae: [
          { from: "1970-01-01", tae: "0.1" },
          { from: "2027-04-01", tae: "0.05" },
        ],
        from: "2027-01-01",
        to: "2027-04-01",
        opening: "10000.00",
      }),
    ).toBe("237.79");
  });
});
