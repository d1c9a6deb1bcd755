import { vi } from "vitest";

// Next's cache functions only work inside a Next server; here they are recorded and do nothing,
// so tests can assert which tags a write invalidates.
vi.mock("next/cache", () => ({
  cacheTag: vi.fn(),
  cacheLife: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  revalidatePath: vi.fn(),
}));
