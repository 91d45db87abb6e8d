import { describe, expect, it } from "vitest";
import { serviceAreaCities } from "../features/cities/pages";
import { business } from "./business";
import { absoluteUrl, breadcrumbJsonLd, businessJsonLd, jsonLdMeta, MACHINE_READABLE_HOURS } from "./structured-data";

const cityNames = serviceAreaCities.map((city) => city.name);
const data = businessJsonLd(business, { cities: cityNames, image: "https://example.com/share-card.png" });

describe("businessJsonLd", () => {
  it("lists the machine-readable hours exactly as spec §9 gives them, Monday to Friday 08:00-17:00", () => {
    expect(MACHINE_READABLE_HOURS).toBe("Mo-Fr 08:00-17:00");
    expect(data.openingHours).toBe("Mo-Fr 08:00-17:00");
    expect(data.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "17:00",
    });
  });

  it("serves the 16 cities of the service area, each a City in Missouri", () => {
    const areas = data.areaServed as { "@type": string; name: string; containedInPlace: { name: string } }[];
    expect(areas).toHaveLength(16);
    expect(new Set(areas.map((area) => area.name)).size).toBe(16);
    for (const area of areas) {
      expect(area["@type"]).toBe("City");
      expect(area.name).toMatch(/^[A-Z][A-Za-z. ]+, Missouri$/);
      expect(area.containedInPlace.name).toBe("Missouri");
    }
    expect(areas.map((area) => area.name)).toContain("St. Joseph, Missouri");
    expect(areas.map((area) => area.name)).toContain("Mound City, Missouri");
  });

  it("is a HomeAndConstructionBusiness with the configured name, contact details, address and Facebook page", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      name: business.businessName,
      url: `${business.publicBaseUrl}/`,
      telephone: business.phone,
      email: business.email,
      image: "https://example.com/share-card.png",
      address: {
        "@type": "PostalAddress",
        streetAddress: business.address.street,
        addressLocality: business.address.city,
        addressRegion: business.address.state,
        postalCode: business.address.zip,
        addressCountry: "US",
      },
      sameAs: [business.facebookUrl],
    });
  });

  it("leaves the image out when there is none", () => {
    expect("image" in businessJsonLd(business, { cities: cityNames })).toBe(false);
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the steps from 1, home first and the page last", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", url: "https://example.com/" },
      { name: "Blog", url: "https://example.com/blog" },
      { name: "Why SIPs Pay Off", url: "https://example.com/blog/why-sips-pay-off" },
    ]);
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://example.com/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://example.com/blog" },
      { "@type": "ListItem", position: 3, name: "Why SIPs Pay Off", item: "https://example.com/blog/why-sips-pay-off" },
    ]);
  });
});

describe("jsonLdMeta and absoluteUrl", () => {
  it("wraps the data in the descriptor react-router renders as application/ld+json", () => {
    const descriptor = jsonLdMeta({ "@type": "Thing" });
    expect(descriptor).toEqual({ "script:ld+json": { "@type": "Thing" } });
  });

  it("joins an origin and a path with exactly one slash", () => {
    expect(absoluteUrl("https://example.com/", "/faq")).toBe("https://example.com/faq");
    expect(absoluteUrl("https://example.com", "faq")).toBe("https://example.com/faq");
    expect(absoluteUrl("https://example.com", "/")).toBe("https://example.com/");
  });
});
