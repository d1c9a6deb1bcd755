import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { createEvents, type EventAttributes } from "ics";
import { MILESTONE_STATUS_LABELS, milestoneTitle, type Milestone } from "@/lib/timeline";
import { SITE_NAME } from "@/lib/site";
import { ownUserRow } from "../account/own-user";
import { assertSignedIn, type Actor } from "../core/actor";
import { heldBy } from "../core/access";
import { prisma } from "../platform/database/client";
import { env } from "../platform/env";
import { AppError, MESSAGES } from "../core/errors";
import { consumeRateLimit } from "../platform/database/rate-limit";
import { calendarText, foldCalendar } from "./text";
import { updateOwnAccount } from "../audit/own-account";
import { milestoneSelect, toMilestone } from "../operations/case";

/**
 * Calendar feeds (iCalendar, RFC 5545, written by the `ics` library): the public milestones of one
 * operation, and a private feed per investor of the milestones of the operations they hold,
 * reached by a secret address. Only a SHA-256 of the secret is stored, so the address is shown
 * once when made; making a new one or revoking it makes the old one answer 404.
 */

type OperationMilestones = { slug: string; title: string; milestones: Milestone[] };

const PRODUCT_ID = "-//Club Inversion Hipotecaria//Calendario de hitos//ES";

/** The calendar day after `date` (yyyy-MM-dd), months and years rolling over. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function dayArray(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y!, m!, d!];
}

/**
 * One all-day event per milestone with a date. Every text passes through calendarText (no bare CR
 * or other control character reaches the output) and the lines are folded at 75 octets.
 */
export function buildCalendar(name: string, operations: OperationMilestones[]): string {
  const calName = calendarText(name);
  const site = env().SITE_URL.replace(/\/+$/, "");
  const events: EventAttributes[] = operations.flatMap((operation) =>
    operation.milestones
      .filter((milestone): milestone is Milestone & { date: string } => milestone.date !== null && milestone.status !== "no_aplica")
      .map((milestone) => ({
        uid: `${milestone.id}@hitos.club-inversion`,
        title: calendarText(`${milestoneTitle(milestone)} · ${operation.title}`),
        description: calendarText(
          [
            `Estado: ${MILESTONE_STATUS_LABELS[milestone.status]}${milestone.status === "completado" ? "" : " (fecha prevista)"}`,
            milestone.note,
            milestone.auctionRef ? `Referencia de la subasta: ${milestone.auctionRef}` : null,
            milestone.auctionUrl ? `Portal de subastas: ${milestone.auctionUrl}` : null,
          ]
            .filter(Boolean)
            .join("\n"),
        ),
        start: dayArray(milestone.date),
        // An all-day event ends the next day (DTEND;VALUE=DATE): RFC 5545's grammar takes no "P1DT".
        end: dayArray(nextDay(milestone.date)),
        url: `${site}/operations/${operation.slug}`,
        status: milestone.status === "completado" ? "CONFIRMED" : "TENTATIVE",
        transp: "TRANSPARENT",
        categories: ["Ejecución hipotecaria"],
      })),
  );
  if (events.length === 0) return emptyCalendar(calName);
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName });
  if (error || !value) throw error ?? new Error("ics: calendario vacío");
  return foldCalendar(value);
}

/** A calendar with no event (the library refuses an empty list). */
function emptyCalendar(calName: string): string {
  const escaped = calName.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
  return foldCalendar(
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      `PRODID:${PRODUCT_ID}`,
      "METHOD:PUBLISH",
      `X-WR-CALNAME:${escaped}`,
      "END:VCALENDAR",
      "",
    ].join("\r\n"),
  );
}

export function calendarResponse(body: string, filename: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    headers: { "content-type": "text/calendar; charset=utf-8", "content-disposition": `inline; filename="${filename}"`, ...headers },
  });
}

/** The public calendar of one operation; null for an unknown slug. */
export async function operationCalendar(slug: string): Promise<string | null> {
  const db = await prisma();
  const operation = await db.operation.findUnique({
    where: { slug },
    select: { slug: true, title: true, milestones: { select: milestoneSelect, orderBy: { position: "asc" } } },
  });
  if (!operation) return null;
  return buildCalendar(`${operation.title} · ${SITE_NAME}`, [{ ...operation, milestones: operation.milestones.map(toMilestone) }]);
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the audit log records of a feed address change: when it was made (never the token). */
const TOKEN_DATE = { calendarTokenCreatedAt: true } as const;

export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** Makes a new secret address for the actor's feed (the previous one stops working). */
export async function rotateCalendarToken(actor: Actor | null): Promise<{ path: string; url: string }> {
  assertSignedIn(actor);
  const token = randomBytes(32).toString("base64url");
  await updateOwnAccount(actor, { calendarTokenHash: hashToken(token), calendarTokenCreatedAt: new Date() }, TOKEN_DATE);
  const path = calendarFeedPath(token);
  return { path, url: `${env().SITE_URL.replace(/\/+$/, "")}${path}` };
}

export async function revokeCalendarToken(actor: Actor | null): Promise<void> {
  assertSignedIn(actor);
  await updateOwnAccount(actor, { calendarTokenHash: null, calendarTokenCreatedAt: null }, TOKEN_DATE);
}

/** Whether the actor has a feed address, and since when. */
export async function calendarFeedStatus(actor: Actor | null): Promise<{ createdAt: string | null }> {
  assertSignedIn(actor);
  const user = await ownUserRow(actor.id);
  return { createdAt: user.calendarTokenCreatedAt?.toISOString() ?? null };
}

/** The private feed of the secret `token` ("….ics" accepted); null when no investor has it. */
/**
 * Calendar apps poll a feed every 15 minutes to a few hours; 60 requests per client address in
 * 10 minutes leaves room for an office of investors behind one address and stops a client that
 * hammers the database or walks through guessed addresses.
 */
export const CALENDAR_FEED_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 } as const;

export async function investorCalendar(tokenParam: string, clientKey: string): Promise<string | null> {
  const limit = await consumeRateLimit(`calendar-feed:${clientKey}`, CALENDAR_FEED_LIMIT.limit, CALENDAR_FEED_LIMIT.windowMs);
  if (!limit.allowed) {
    throw new AppError("rate-limited", MESSAGES.tooManyRequests, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const token = tokenParam.replace(/\.ics$/i, "");
  if (!TOKEN.test(token)) return null;
  const db = await prisma();
  const user = await db.user.findUnique({ where: { calendarTokenHash: hashToken(token) }, select: { id: true } });
  if (!user) return null;
  const operations = await db.operation.findMany({
    where: heldBy(user.id),
    orderBy: { title: "asc" },
    select: { slug: true, title: true, milestones: { select: milestoneSelect, orderBy: { position: "asc" } } },
  });
  return buildCalendar(
    `Mis operaciones · ${SITE_NAME}`,
    operations.map((operation) => ({ ...operation, milestones: operation.milestones.map(toMilestone) })),
  );
}
