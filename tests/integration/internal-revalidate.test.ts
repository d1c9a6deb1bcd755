import { revalidateTag } from "next/cache";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/internal/revalidate/route";
import { issueInternalToken } from "@/server/http/internal-token";
import { params } from "../helpers/http";

const call = (authorization?: string) =>
  POST(
    new Request("http://localhost/api/internal/revalidate", {
      method: "POST",
      headers: authorization ? { authorization } : {},
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

  it("is a 404 for anyone without the process's secret", async () => {
    const token = issueInternalToken();
    for (const auth of [undefined, "Bearer ", "Bearer wrong", `Bearer ${token}x`, token.slice(0, -1), `Bearer ${token.toUpperCase()}`]) {
      const response = await call(auth);
      expect(response.status).toBe(404);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
