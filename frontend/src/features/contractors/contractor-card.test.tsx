import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ContractorCard } from "./contractor-card";
import { sampleContractor } from "./sample-contractors";

const bluestem = sampleContractor("bluestem-sip-builders")!;
const badges = () => within(screen.getByRole("list", { name: "Badges" }));

describe("ContractorCard", () => {
  it("shows each fact the office checked as its own badge: Verified, License checked, Insured", () => {
    render(
      <MemoryRouter>
        <ContractorCard contractor={{ ...bluestem, verified: true, licenseChecked: true, insured: true }} />
      </MemoryRouter>,
    );
    expect(badges().getByText("Verified")).toBeTruthy();
    expect(badges().getByText("License checked")).toBeTruthy();
    expect(badges().getByText("Insured")).toBeTruthy();
  });

  it("shows no credential badge the office has not backed (an insurance that lapsed, a license never checked)", () => {
    render(
      <MemoryRouter>
        <ContractorCard contractor={{ ...bluestem, isSample: false, verified: false, licenseChecked: false, insured: false }} />
      </MemoryRouter>,
    );
    expect(badges().queryByText("Verified")).toBeNull();
    expect(badges().queryByText("License checked")).toBeNull();
    expect(badges().queryByText("Insured")).toBeNull();
    expect(screen.getByRole("link", { name: "Bluestem SIP Builders" }).getAttribute("href")).toBe("/contractors/bluestem-sip-builders");
  });
});
