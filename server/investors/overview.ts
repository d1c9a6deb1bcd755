import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { instant, money } from "../shared/dto";
import { balanceTotals, participationBalances, type BalanceTotals, type ParticipationBalance } from "../investments/balances";
import { readPapers, type OperationPaper } from "../operations/overview";
import { getInvestor, type InvestorDto } from "./records";

export type SentEmail = { id: string; subject: string; status: string; createdAt: string; sentAt: string | null };
export type AccountEvent = { id: string; action: string; address: string | null; createdAt: string };

export type InvestorOverview = {
  investor: InvestorDto;
  /** Committed, paid and pending of their participations; returned: their completed Devoluciones. */
  totals: BalanceTotals & { returned: string; balance: string };
  participations: ParticipationBalance[];
  papers: OperationPaper[];
  emails: SentEmail[];
  accountEvents: AccountEvent[];
};

const RECENT = 20;
const ACCOUNT_ACTIONS = ["sign-in", "sign-in-failed", "sign-out", "password-reset", "password-change", "two-factor-failed"];

/**
 * An investor's page (/admin/inversores/{id}): their profile, archived or not; their participations
 * with what each committed, paid and owes; what came back to them and the balance (paid − returned);
 * the papers addressed to them; the latest e-mails sent to them and their latest sign-ins.
 */
export async function getInvestorOverview(actor: Actor | null, id: string): Promise<InvestorOverview> {
  assertAdmin(actor);
  const investor = await getInvestor(actor, id);
  const db = await prisma();
  const addressed = { investment: { userId: id } };
  const [participations, returned, papers, emails, events] = await Promise.all([
    participationBalances({ userId: id }),
    db.transaction.aggregate({
      where: { userId: id, type: { in: ["DEVOLUCION", "BENEFICIO"] }, status: "completed" },
      _sum: { amount: true },
    }),
    readPapers(addressed, addressed),
    investor.email
      ? db.email.findMany({
          where: { to: investor.email },
          select: { id: true, subject: true, status: true, createdAt: true, sentAt: true },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: RECENT,
        })
      : [],
    db.auditEvent.findMany({
      where: { actorId: id, action: { in: ACCOUNT_ACTIONS } },
      select: { id: true, action: true, address: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT,
    }),
  ]);
  const totals = balanceTotals(participations);
  const back = returned._sum.amount ?? new Prisma.Decimal(0);
  return {
    investor,
    totals: { ...totals, returned: money(back), balance: money(new Prisma.Decimal(totals.paid).minus(back)) },
    participations,
    papers,
    emails: emails.map((email) => ({ ...email, createdAt: instant(email.createdAt), sentAt: email.sentAt && instant(email.sentAt) })),
    accountEvents: events.map((event) => ({ ...event, id: event.id.toString(), createdAt: instant(event.createdAt) })),
  };
}
