import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedDatabase, testDb } from "../helpers/db";

const clerk = vi.hoisted(() => ({
  auth: vi.fn<() => Promise<{ userId: string | null }>>(),
  currentUser: vi.fn<() => Promise<unknown>>(),
}));
vi.mock("@clerk/nextjs/server", () => clerk);

const { clerkActor } = await import("@/server/auth/clerk-session");

const profile = (email: string, firstName = "Clara", lastName = "Nieto") => ({
  firstName,
  lastName,
  primaryEmailAddress: { emailAddress: email },
});

beforeAll(seedDatabase);
beforeEach(() => {
  clerk.auth.mockReset();
  clerk.currentUser.mockReset();
});

describe("Clerk provider adapter", () => {
  it("is nobody when Clerk has no signed-in user", async () => {
    clerk.auth.mockResolvedValue({ userId: null });
    expect(await clerkActor()).toBeNull();
    expect(clerk.currentUser).not.toHaveBeenCalled();
  });

  it("creates the users row on first sign-in with role investor, then finds it by the Clerk id", async () => {
    clerk.auth.mockResolvedValue({ userId: "user_clerk_new" });
    clerk.currentUser.mockResolvedValue(profile("Clara@Correo.example"));
    const first = await clerkActor();
    expect(first).toMatchObject({ email: "clara@correo.example", firstName: "Clara", lastName: "Nieto", role: "investor" });
    const row = await (await testDb()).user.findUniqueOrThrow({ where: { clerkUserId: "user_clerk_new" } });
    expect(row.id).toBe(first!.id);

    clerk.currentUser.mockClear();
    expect(await clerkActor()).toEqual(first);
    expect(clerk.currentUser).not.toHaveBeenCalled();
  });

  it("links an existing row with the same e-mail and keeps the role from the app's database", async () => {
    clerk.auth.mockResolvedValue({ userId: "user_clerk_admin" });
    clerk.currentUser.mockResolvedValue(profile("admin@demo.local", "Otro", "Nombre"));
    const actor = await clerkActor();
    expect(actor).toMatchObject({ email: "admin@demo.local", role: "admin", firstName: "Lucía" });
    expect(await (await testDb()).user.count({ where: { email: "admin@demo.local" } })).toBe(1);
  });

  it("never takes a role from Clerk's data", async () => {
    clerk.auth.mockResolvedValue({ userId: "user_clerk_meta" });
    clerk.currentUser.mockResolvedValue({ ...profile("meta@correo.example"), publicMetadata: { role: "admin" } });
    expect((await clerkActor())?.role).toBe("investor");
  });
});
