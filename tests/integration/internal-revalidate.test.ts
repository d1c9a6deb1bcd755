import { revalidateTag } from "next/cache";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/internal/revalidate/route";
import { INTERNAL_TOKEN_ENV } from "@/server/http/internal-token";
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
  beforeEach(() => {
    vi.mocked(revalidateTag).mockClear();
    vi.stubEnv(INTERNAL_TOKEN_ENV, "s3cret-token");
  });
  afterEach(() => vi.unstubAllEnvs());

  it("expires every public cache tag at once for the server itself", async () => {
    const response = await call("Bearer s3cret-token");
    expect(response.status).toBe(204);
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ["operations", { expire: 0 }],
      ["settings", { expire: 0 }],
    ]);
  });

  it("is a 404 for anyone without the process's secret", async () => {
    for (const auth of [undefined, "Bearer wrong", "Bearer s3cret-token-but-longer", "s3cret"]) {
      const response = await call(auth);
      expect(response.status).toBe(404);
    }
    vi.stubEnv(INTERNAL_TOKEN_ENV, "");
    expect((await call("Bearer ")).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
