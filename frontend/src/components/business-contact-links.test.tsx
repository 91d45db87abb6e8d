import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { business, telHref } from "@/lib/business";
import { BusinessEmailLink, BusinessPhoneLink } from "./business-contact-links";

describe("business contact links", () => {
  it("e-mail link shows the configured address and pre-fills an encoded subject", () => {
    render(<BusinessEmailLink subject="Drawings for pricing & review" />);
    const link = screen.getByRole("link", { name: business.email });
    expect(link.getAttribute("href")).toBe(`mailto:${business.email}?subject=Drawings%20for%20pricing%20%26%20review`);
  });

  it("phone link dials the configured number", () => {
    render(<BusinessPhoneLink>call the office</BusinessPhoneLink>);
    expect(screen.getByRole("link", { name: "call the office" }).getAttribute("href")).toBe(telHref(business.phone));
  });
});
