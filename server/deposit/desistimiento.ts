import "server-only";
import { addDays } from "@/lib/deposit/calendar";
import { dayInMadrid, formatDate, formatDateTime } from "@/lib/format";
import { DESISTIMIENTO_REFUND_DAYS, desistimientoLastDay } from "@/lib/reflection-period";
import { DEPOSIT_ACCOUNT_MESSAGES, DESISTIMIENTO_MESSAGES, desistimientoSchema } from "@/lib/validations/deposit-account";
import { assertSignedIn, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound } from "../core/access";
import { storedFileResponse } from "../files/serve-file";
import { prisma } from "../platform/database/client";
import { newStorageKey, storage } from "../platform/storage";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { depositDesistimientoAcknowledged, depositDesistimientoToAdmins } from "../mail/sold-right-templates";
import { clubParty } from "../pdf/parties";
import { DEPOSIT_LEDGER_LOCK } from "./ledger-lock";
import { windUpAccount } from "./wind-up";
import { DEPOSIT_ACCOUNT_SELECT, getOwnDepositAccount, type OwnDepositAccount } from "./mine";
import { desistimientoPdf } from "./desistimiento-pdf";

export const desistimientoFileName = "acuse-desistimiento-cuenta-deposito.pdf";

/**
 * `POST /api/deposit-accounts/mine/desistimiento { name, email }` (issue 66, item 4): within 14
 * calendar days of signing (Madrid), the investor withdraws from the deposit contract without reason or
 * penalty. Its pending withdrawals are cancelled; the balance, with the interest to the day of the
 * transfer, is returned by a withdrawal of everything marked as a desistimiento, paid in the next batch
 * of refunds (server/payouts/refunds.ts), never in a window; an account holding nothing closes at once.
 * The acknowledgment (who, which contract, the date and time received, by when the money comes back)
 * goes to the e-mail given, as a PDF kept in the vault; the admins are told; audited. 409 after the 14
 * days, or once desisted or not open; 404 without an account.
 */
export async function desistDepositContract(actor: Actor | null, input: unknown, now = new Date()): Promise<OwnDepositAccount> {
  assertSignedIn(actor);
  const values = desistimientoSchema.parse(input);
  const db = await prisma();
  const account = await db.depositAccount.findUnique({
    where: { userId: actor.id },
    select: { id: true, openedAt: true, contractVersion: true, contractSha256: true, status: true, desistedAt: true },
  });
  if (!account) throw new AppError("not-found", DEPOSIT_ACCOUNT_MESSAGES.none);
  assertMayDesist(account, now);
  const refundBy = addDays(dayInMadrid(now), DESISTIMIENTO_REFUND_DAYS);
  const pdf = await desistimientoPdf({
    club: await clubParty(db),
    name: values.name,
    email: values.email,
    contractVersion: account.contractVersion,
    contractSha256: account.contractSha256,
    signedAt: account.openedAt,
    desistedAt: now,
    refundBy,
  });
  const key = newStorageKey("deposit-desistimientos", now);
  await storage().put(key, pdf, { contentType: "application/pdf" });
  try {
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${DEPOSIT_LEDGER_LOCK}))`;
      await tx.$queryRaw`SELECT id FROM deposit_accounts WHERE id = ${account.id}::uuid FOR UPDATE`;
      const row = await tx.depositAccount.findUniqueOrThrow({
        where: { id: account.id },
        select: { ...DEPOSIT_ACCOUNT_SELECT, desistedAt: true, user: { select: { firstName: true, lastName: true, email: true } } },
      });
      assertMayDesist(row, now);
      const { empty, cancelled } = await windUpAccount(tx, row, now, { approvedById: null, desistimiento: true });
      await tx.depositAccount.update({ where: { id: row.id }, data: { desistedAt: now, desistimientoKey: key } });
      await recordAudit(tx, actor, {
        action: "desistimiento",
        entityType: "deposit_account",
        entityId: row.id,
        entityLabel: personLabel(row.user),
        after: {
          nombre: values.name,
          recibido: formatDateTime(now),
          devolucion: `como tarde el ${formatDate(refundBy)}`,
          cerrada: empty,
          withdrawalsCancelled: cancelled,
        },
      });
      const facts = {
        name: values.name,
        desistedAt: formatDateTime(now),
        contractVersion: row.contractVersion,
        refundBy: formatDate(refundBy),
        empty,
      };
      const addresses = [...new Set([values.email, row.user.email].filter((address): address is string => Boolean(address)))];
      await enqueueEmails(
        tx,
        { kind: "deposit-account", ...depositDesistimientoAcknowledged(facts), attachment: { name: desistimientoFileName, content: pdf } },
        addresses,
      );
      await enqueueEmails(
        tx,
        {
          kind: "deposit-account",
          ...depositDesistimientoToAdmins({ investor: personLabel(row.user) ?? "Un inversor", refundBy: facts.refundBy, empty }),
        },
        await adminAddresses(tx),
      );
    });
  } catch (error) {
    await storage()
      .delete(key)
      .catch(() => {}); // a file no row names; the next backup's check would list it
    throw error;
  }
  return getOwnDepositAccount(actor, now);
}

/** 409 unless the account is open, not desisted from, and within its 14 days. */
function assertMayDesist(account: { status: string; openedAt: Date; desistedAt: Date | null }, now: Date) {
  if (account.desistedAt) throw new AppError("conflict", DESISTIMIENTO_MESSAGES.already);
  if (account.status !== "open") throw new AppError("conflict", DESISTIMIENTO_MESSAGES.notOpen);
  const lastDay = desistimientoLastDay(account.openedAt);
  if (dayInMadrid(now) > lastDay) throw new AppError("conflict", DESISTIMIENTO_MESSAGES.over(formatDate(lastDay)));
}

/** `GET /api/deposit-accounts/mine/desistimiento`: the acknowledgment kept in the vault; 404 when the caller has not desisted. */
export async function ownDesistimientoResponse(actor: Actor | null, request: Request): Promise<Response> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.depositAccount.findUnique({ where: { userId: actor.id }, select: { desistimientoKey: true } });
  if (!row?.desistimientoKey) notFound();
  return storedFileResponse(
    { storageKey: row.desistimientoKey, originalName: desistimientoFileName, contentType: "application/pdf", isPublic: false },
    request,
  );
}
