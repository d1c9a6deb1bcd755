import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { paymentSettingsSchema, type PaymentSettingsValues } from "@/lib/validations/payment-settings";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { DEFAULT_SETTINGS } from "./settings";

/** Configuración, "Cobros": the club's account and the days to pay (docs/product.md, "Payment instructions"). */
export type PaymentSettings = PaymentSettingsValues;

const SELECT = { clubIban: true, clubAccountHolder: true, clubBank: true, paymentDays: true } satisfies Prisma.SettingSelect;
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { clubIban: null, clubAccountHolder: null, clubBank: null, paymentDays: 10 };

type Reader = Pick<Prisma.TransactionClient, "setting">;

/** The payment settings, with `db` (a transaction's client, or the app's). */
export async function readPaymentSettings(db?: Reader): Promise<PaymentSettings> {
  const row = await (db ?? (await prisma())).setting.findUnique({ where: { id: 1 }, select: SELECT });
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}

export async function getPaymentSettings(actor: Actor | null): Promise<PaymentSettings> {
  assertAdmin(actor);
  return readPaymentSettings();
}

/** Saves the club's account and the days to pay; audited like the rest of Configuración. */
export async function updatePaymentSettings(actor: Actor | null, input: unknown): Promise<PaymentSettings> {
  assertAdmin(actor);
  const values = paymentSettingsSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const before = await readPaymentSettings(tx);
    const after = await tx.setting.upsert({
      where: { id: 1 },
      create: { id: 1, ...DEFAULT_SETTINGS, ...values },
      update: values,
      select: SELECT,
    });
    await recordAudit(tx, actor, { action: "update", entityType: "settings", entityLabel: "Configuración · Cobros", before, after });
    return after;
  });
}
