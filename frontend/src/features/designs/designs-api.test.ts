import { describe, expect, it } from "vitest";
import { getGetDesignEstimateQueryKey, getGetDesignQueryKey, getListDesignsQueryKey } from "@/api/generated/endpoints/designs/designs";
import { getListSavedDesignsQueryKey } from "@/api/generated/endpoints/saved-designs/saved-designs";
import { DesignCategory, DesignSort, SortOrder } from "@/api/generated/model";
import { designEstimateKey, designKey, listDesignsKey } from "./designs-api";
import { SAVED_DESIGNS_KEY } from "../../lib/session/saved-designs-api";

describe("the plan queries' keys", () => {
  it("are the generated client's, so every page shares one cache", () => {
    const params = { category: DesignCategory.Barndominium, sort: DesignSort.name, order: SortOrder.asc, page: 2, pageSize: 24 };
    expect(listDesignsKey(params)).toEqual(getListDesignsQueryKey(params));
    expect(designKey("rose-mount")).toEqual(getGetDesignQueryKey("rose-mount"));
    expect(designEstimateKey("rose-mount")).toEqual(getGetDesignEstimateQueryKey("rose-mount"));
    expect(SAVED_DESIGNS_KEY).toEqual(getListSavedDesignsQueryKey());
  });
});
