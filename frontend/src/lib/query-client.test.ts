import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/api-error";
import { createQueryClient, nullOn401 } from "./query-client";

describe("createQueryClient", () => {
  it("never goes stale, never refetches on focus or by interval, never retries (spec §7)", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it("gives each app instance its own cache", () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});

describe("nullOn401", () => {
  it("turns a 401 into null", async () => {
    const me = nullOn401(async () => {
      throw new ApiError(401, "Unauthorized", '{"statusCode":401,"message":"Unauthorized"}', undefined);
    });
    await expect(me()).resolves.toBeNull();
  });

  it("passes data and other errors through", async () => {
    await expect(nullOn401(async () => ({ id: 1 }))()).resolves.toEqual({ id: 1 });
    const forbidden = nullOn401(async () => {
      throw new ApiError(403, "Forbidden", "", undefined);
    });
    await expect(forbidden()).rejects.toMatchObject({ status: 403 });
  });
});
