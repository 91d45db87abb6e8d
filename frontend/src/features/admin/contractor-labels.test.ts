import { describe, expect, it } from "vitest";
import { contractorsPages } from "@/features/contractors/pages";
import { publicProfilePath } from "./contractor-labels";

describe("publicProfilePath", () => {
  it("is the contractors feature's profile page for the listing's slug", () => {
    expect(publicProfilePath("oak-and-iron-electric")).toBe(contractorsPages.profile.path.replace(":id", "oak-and-iron-electric"));
  });
});
