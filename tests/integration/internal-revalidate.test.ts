import { revalidateTag } from "next/cache";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/internal/revalidate/route";
import { issueInternalToken } from "@/server/platform/node/internal-token";
import { params } from "../helpers/http";

const call = (authorization?: string, body?: string) =>
  POST(
    new Request("http://localhost/api/internal/revalidate", {
      method: "POST",
      headers: authorization ? { authorization } : {},
      body,
    }),
    params({}),
  );

describe("POST /api/internal/revalidate", () => {
  beforeEach(() => vi.mocked(revalidateTag).mockClear());

  it("expires every public cache tag at once for the server itself", async () => {
    const response = await call(`Bearer ${issueInternalToken()}`);
    expect(response.status).toBe(204);
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ["operations", { expire: 0 }],
      ["settings", { expire: 0 }],
    ]);
  });

  it("expires only the tags another instance names, and refuses a malformed list", async () => {
    const token = `Bearer ${issueInternalToken()}`;
    const response = await call(token, JSON.stringify({ tags: ["operations", "operation:piso-en-chamberi"] }));
    expect(response.status).toBe(204);
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ["operations", { expire: 0 }],
      ["operation:piso-en-chamberi", { expire: 0 }],
    ]);
    vi.mocked(revalidateTag).mockClear();
    expect((await call(token, JSON.stringify({ tags: ["a b"] }))).status).toBe(400);
    expect((await call(token, JSON.stringify({ tags: ["x"], more: 1 }))).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("is a 404 for anyone without the process's secret", async () => {
    const token = issueInternalToken();
    for (const auth of [undefined, "Bearer ", "Bearer wrong", `Bearer ${token}x`, token.slice(0, -1), `Bearer ${token.toUpperCase()}`]) {
      const response = await call(auth);
      expect(response.status).toBe(404);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
