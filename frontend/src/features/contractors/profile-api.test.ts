import { describe, expect, it } from "vitest";
import { getGetContractorQueryKey, getListContractorReviewsQueryKey } from "@/api/generated/endpoints/contractors/contractors";
import { contractorKey, contractorReviewsKey } from "./profile-api";

describe("the profile's query keys", () => {
  it("are the generated client's, so the profile shares one cache with the rest of the site", () => {
    expect(contractorKey("bluestem-sip-builders")).toEqual(getGetContractorQueryKey("bluestem-sip-builders"));
    expect(contractorReviewsKey("bluestem-sip-builders")).toEqual(getListContractorReviewsQueryKey("bluestem-sip-builders"));
  });
});
