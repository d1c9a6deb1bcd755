import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readTimeline, PUT as writeTimeline } from "@/app/api/operations/[id]/timeline/route";
import { GET as operationIcs } from "@/app/api/operations/[id]/calendar.ics/route";
import { GET as privateIcs } from "@/app/api/calendar/[token]/route";
import { POST as rotateFeed } from "@/app/api/calendar-feed/route";
import type { Milestone } from "@/lib/timeline";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/**
 * Text in the calendars (server/calendar/feeds.ts, server/calendar/text.ts): a bare CR, or any other
 * control character, in a milestone's note or an operation's title never reaches the `.ics`, where
 * a lenient client would read what follows as a property of its own (RFC 5545 §3.1, §3.3.11).
 * Checked on the raw lines and parsed back with ical.js, in the public operation calendar and in
 * an investor's private feed.
 */
let admin: string;
let investor: string;
let operation: { id: string; slug: string; title: string };

/** A note as an admin may type it (a textarea lets line breaks and tabs through), CR alone included. */
const NOTE = "Primera línea\rBEGIN:VALARM\rTRIGGER:-PT1M\r\nSegunda línea\tcon tabulador\nTercera";
/** The same note as the calendar keeps it: CRLF and LF are line breaks, a tab a space, a bare CR nothing. */
const NOTE_IN_CALENDAR = "Primera líneaBEGIN:VALARMTRIGGER:-PT1M\nSegunda línea con tabulador\nTercera";

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  const db = await testDb();
  // An operation the demo investor holds, so it is in their private feed too.
  const held = await db.participation.findFirstOrThrow({
    where: { user: { email: INVESTOR }, status: "active" },
    select: { operation: { select: { id: true, slug: true, title: true } } },
  });
  operation = held.operation;

  const milestones = (await (
    await readTimeline(
      jsonRequest("GET", `/api/operations/${operation.id}/timeline`, { headers: { cookie: admin } }),
      params({ id: operation.id }),
    )
  ).json()) as Milestone[];
  const edited = milestones.map(({ id: _id, ...fields }, index) => ({
    ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? ""])),
    ...(index === 0 ? { date: "2026-03-02", note: NOTE } : {}),
  }));
  const saved = await writeTimeline(
    jsonRequest("PUT", `/api/operations/${operation.id}/timeline`, { body: { milestones: edited }, headers: { cookie: admin } }),
    params({ id: operation.id }),
  );
  expect(saved.status).toBe(200);
  // A title stored before the forms refused control characters (imported, or written by a tool).
  await db.operation.update({ where: { id: operation.id }, data: { title: `${operation.title}\r\u0007X-INJECTED:1\u001b` } });
});

/** Every content line ends in CRLF, holds no control character (a fold's leading space or tab aside) and no more than 75 octets. */
function expectCleanLines(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  for (const line of lines) {
    expect(line, JSON.stringify(line)).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  // Unfolded, no line is a property the text smuggled in.
  const unfolded = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  expect(unfolded.filter((line) => /^(BEGIN:VALARM|TRIGGER|X-INJECTED)/.test(line))).toEqual([]);
  return unfolded;
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

async function checkCalendar(response: Response) {
  expect(response.status).toBe(200);
  const text = await response.text();
  expectCleanLines(text);
  const events = eventsOf(text);
  const noted = events.find((event) => event.description.includes("Primera línea"));
  expect(noted?.description).toContain(NOTE_IN_CALENDAR);
  for (const event of events.filter((e) => e.summary.includes(operation.title))) {
    expect(event.summary.endsWith(` · ${operation.title}X-INJECTED:1`), event.summary).toBe(true);
  }
  return text;
}

describe("text in calendars loses bare CR and other control characters", () => {
  it("in the public calendar of an operation", async () => {
    const text = await checkCalendar(
      await operationIcs(jsonRequest("GET", `/api/operations/${operation.slug}/calendar.ics`), params({ id: operation.slug })),
    );
    const name = new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue("x-wr-calname");
    expect(name).toContain(`${operation.title}X-INJECTED:1`);
  });

  it("in an investor's private feed", async () => {
    const rotated = await rotateFeed(jsonRequest("POST", "/api/calendar-feed", { body: {}, headers: { cookie: investor } }), params({}));
    const { path } = (await rotated.json()) as { path: string };
    await checkCalendar(await privateIcs(jsonRequest("GET", path), params({ token: path.split("/").pop()! })));
  });
});
