/**
 * JSON-LD (schema.org) for the pages' <head>, as react-router meta descriptors:
 * `{ "script:ld+json": … }` renders <script type="application/ld+json">, a data block that is
 * never executed. Pure builders: the business details and the city list come in as arguments.
 */
import type { MetaDescriptor } from "react-router";
import type { BusinessInfo } from "./business-info";

/**
 * The machine-readable office hours (spec §9). The visible text says Mon-Fri 9AM-3PM; both
 * readings stand, and this one appears only here, in the structured data.
 */
export const MACHINE_READABLE_HOURS = "Mo-Fr 08:00-17:00";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

export type JsonLd = Record<string, unknown>;

/** A react-router meta descriptor rendering `data` as <script type="application/ld+json">. */
export function jsonLdMeta(data: JsonLd): MetaDescriptor & { "script:ld+json": JsonLd } {
  return { "script:ld+json": data };
}

/** "https://example.com" + "/designs" → "https://example.com/designs" */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

export interface BusinessJsonLdOptions {
  /** Names of the service-area cities (spec §9: the fixed list of 16), all in Missouri. */
  cities: readonly string[];
  /** Absolute URL of a representative image, when the site has one. */
  image?: string;
}

/** The builder as a HomeAndConstructionBusiness: contact details, address, hours, service area. */
export function businessJsonLd(business: BusinessInfo, { cities, image }: BusinessJsonLdOptions): JsonLd {
  const home = absoluteUrl(business.publicBaseUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${home}#business`,
    name: business.businessName,
    description:
      "Builder of energy-efficient barndominiums and SIP (structural insulated panel) homes in St. Joseph, Missouri, serving northwest and central Missouri.",
    url: home,
    telephone: business.phone,
    email: business.email,
    ...(image ? { image } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.state,
      postalCode: business.address.zip,
      addressCountry: "US",
    },
    openingHours: MACHINE_READABLE_HOURS,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...WEEKDAYS],
      opens: "08:00",
      closes: "17:00",
    },
    areaServed: cities.map((name) => ({
      "@type": "City",
      name: `${name}, Missouri`,
      containedInPlace: { "@type": "State", name: "Missouri" },
    })),
    sameAs: [business.facebookUrl],
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL of the step. */
  url: string;
}

/** A BreadcrumbList: positions count from 1 in the order given (home first, the page last). */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
