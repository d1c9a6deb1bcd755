import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN, INVESTOR } from "../helpers/auth";
import { actorByEmail, refusal } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { DEPOSIT_MESSAGES } from "@/lib/validations/deposit-settings";
import { getDepositOffer, getDepositSettings, updateDepositSettings } from "@/server/club/deposit-settings";

/**
 * The deposit account's terms in Configuración (issue 51, item 1): set by an admin, checked, audited,
 * and what the public pages say of it read from there — nothing when the club does not offer it.
 */
let admin: Actor;
let investor: Actor;

const TERMS = {
  depositEnabled: true,
  depositTae: "8,50",
  depositCrediting: "monthly",
  depositMinOpening: "5.000",
  depositMinContribution: "500",
  depositMinWithdrawal: "1000",
  depositWindows: "30/06, 31/12, 31/03",
  depositNoticeDays: "15",
  depositClaim: "Rentabilidad objetivo del {tae} TAE, no garantizada",
  depositWording: "Según el contrato publicado.",
};

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
  investor = await actorByEmail(INVESTOR);
}, 120_000);

describe("the deposit account's terms", () => {
  it("are saved by an admin as typed the Spanish way, audited, and worded on the public pages with the TAE", async () => {
    const saved = await updateDepositSettings(admin, TERMS);
    expect(saved).toEqual({
      depositEnabled: true,
      depositTae: "8.50",
      depositCrediting: "monthly",
      depositMinOpening: "5000.00",
      depositMinContribution: "500.00",
      depositMinWithdrawal: "1000.00",
      depositWindows: ["03-31", "06-30", "12-31"],
      depositNoticeDays: 15,
      depositClaim: "Rentabilidad objetivo del {tae} TAE, no garantizada",
      depositWording: "Según el contrato publicado.",
    });
    expect(await getDepositSettings(admin)).toEqual(saved);
    // What the API answers goes back as it is (the windows as "MM-DD").
    expect(await updateDepositSettings(admin, saved)).toEqual(saved);
    expect(await getDepositOffer()).toEqual({
      tae: "8.50",
      claim: "Rentabilidad objetivo del 8,5\u00a0% TAE, no garantizada",
      wording: "Según el contrato publicado.",
    });
    const audit = await (
      await testDb()
    ).auditEvent.findFirstOrThrow({
      where: { entityLabel: "Configuración · Cuenta de depósito" },
      orderBy: { id: "asc" },
    });
    expect(audit.actorId).toBe(admin.id);

    await updateDepositSettings(admin, { ...saved, depositEnabled: false });
    expect(await getDepositOffer()).toBeNull();
  });

  it("refuse what cannot be, each on its field, and anyone but an admin", async () => {
    const fields = async (patch: Record<string, unknown>) => (await refusal(updateDepositSettings(admin, { ...TERMS, ...patch }))).fields;
    await expect(fields({ depositTae: "0" })).resolves.toMatchObject({ depositTae: DEPOSIT_MESSAGES.taeRange });
    await expect(fields({ depositTae: "25,01" })).resolves.toMatchObject({ depositTae: DEPOSIT_MESSAGES.taeRange });
    await expect(fields({ depositCrediting: "weekly" })).resolves.toMatchObject({ depositCrediting: DEPOSIT_MESSAGES.crediting });
    await expect(fields({ depositMinOpening: "0" })).resolves.toMatchObject({ depositMinOpening: DEPOSIT_MESSAGES.amountInvalid });
    await expect(fields({ depositWindows: "" })).resolves.toMatchObject({ depositWindows: DEPOSIT_MESSAGES.windows });
    await expect(fields({ depositWindows: "29/02" })).resolves.toMatchObject({ depositWindows: DEPOSIT_MESSAGES.windowInvalid });
    await expect(fields({ depositWindows: "31/04" })).resolves.toMatchObject({ depositWindows: DEPOSIT_MESSAGES.windowInvalid });
    await expect(fields({ depositNoticeDays: "400" })).resolves.toMatchObject({ depositNoticeDays: DEPOSIT_MESSAGES.notice });
    await expect(fields({ depositClaim: " " })).resolves.toMatchObject({ depositClaim: DEPOSIT_MESSAGES.claim });
    expect((await refusal(updateDepositSettings(investor, TERMS))).code).toBe("forbidden");
    expect((await refusal(getDepositSettings(investor))).code).toBe("forbidden");
    expect((await refusal(getDepositSettings(null))).code).toBe("unauthenticated");
  });
});
