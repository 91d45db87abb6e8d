/**
 * The sample listings (backend/src/modules/contractors/sample-contractors.ts, the data the API
 * seeds at start-up) in the API's shapes, the way built-in-plans.ts serves the plan catalogue: the
 * pages use them as react-query `placeholderData`, so the prerendered HTML and the first paint show
 * them, and the live API answer replaces them as soon as it arrives (and with SAMPLE_CONTRACTORS=false
 * the API has none to show).
 */
import { initials, snakeToTitle } from "@/lib/text";
import type {
  ContractorCardDto,
  ContractorCoverageDto,
  ContractorResponseDto,
  ContractorSpecialty,
  ListContractorsParams,
  PaginatedContractorReviewsResponseDto,
  PaginatedContractorsResponseDto,
} from "@/api/generated/model";
import { SAMPLE_CONTRACTORS, type SampleContractor } from "../../../../backend/src/modules/contractors/sample-contractors";
import { coveredCities, SERVICE_CITIES } from "@shared/service-cities";
import { INSURED, insuranceSentence, licenseHeadline, licenseLine, licenseName, stateRuleNote } from "@shared/missouri-licensing";
import { SAMPLE_CREDENTIALS } from "../../../../backend/src/modules/contractors/credentials/sample-credentials";

/** GET /api/contractors' page size (CONTRACTORS_PAGE_SIZE). */
export const CONTRACTORS_PAGE_SIZE = 12;

const pointOfZip = new Map(SERVICE_CITIES.map((city) => [city.zipCode, city]));

function areaPoints(sample: SampleContractor) {
  return sample.areas.map((area) => {
    const point = pointOfZip.get(area.zipCode);
    // Every sample area lies at a service city's ZIP (sample-contractors.test.ts checks it).
    if (!point) throw new Error(`Sample area ZIP ${area.zipCode} is not a service city's`);
    return { ...area, latitude: point.latitude, longitude: point.longitude, state: "MO" };
  });
}

function coverage(sample: SampleContractor): ContractorCoverageDto {
  const cities = coveredCities(areaPoints(sample)).map(({ slug, name, county }) => ({ slug, name, county }));
  return { cities, count: cities.length, total: SERVICE_CITIES.length };
}

function card(sample: SampleContractor, index: number): ContractorCardDto {
  const ratings = sample.reviews.map((review) => review.rating);
  const average = ratings.length ? Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 100) / 100 : 0;
  return {
    // The database id is not known at build time; the pages address listings by slug.
    id: -(index + 1),
    slug: sample.slug,
    name: sample.name,
    initials: initials(sample.name),
    isSample: true,
    averageRating: average,
    reviewCount: ratings.length,
    serves: [...new Set(sample.areas.map((area) => area.city))],
    specialties: sample.specialties.map((value) => ({ value: value as ContractorSpecialty, label: snakeToTitle(value) })),
    verified: sample.verifiedDaysAgo !== null,
    licenseChecked: sample.slug in SAMPLE_CREDENTIALS,
    insured: sample.slug in SAMPLE_CREDENTIALS,
    // Relative to the day the API seeded it, which the build cannot know.
    verifiedAt: null,
    coverage: coverage(sample),
    // Samples have no homeowner requests, so no response-time badge (the API's answer alike).
    responseTime: null,
  };
}

const cards = SAMPLE_CONTRACTORS.map(card);
const bySlug = new Map(SAMPLE_CONTRACTORS.map((sample, index) => [sample.slug, { sample, card: cards[index] }]));

/** The sample listings as GET /api/contractors lists them: best rated first, then by name. */
export const sampleCards: readonly ContractorCardDto[] = [...cards].sort(
  (a, b) => b.averageRating - a.averageRating || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0),
);

/**
 * The samples as GET /api/contractors answers an unfiltered first page, for that query only (the
 * prerendered directory); undefined for any other, whose answer only the API knows.
 */
export function samplePage(params: ListContractorsParams): PaginatedContractorsResponseDto | undefined {
  const { page = 1, pageSize = CONTRACTORS_PAGE_SIZE, ...filters } = params;
  if (page !== 1 || Object.values(filters).some((value) => value !== undefined && !(Array.isArray(value) && value.length === 0))) return undefined;
  return { items: sampleCards.slice(0, pageSize), total: sampleCards.length, page, pageSize };
}

export function isSampleSlug(slug: string | undefined): boolean {
  return slug !== undefined && bySlug.has(slug.toLowerCase());
}

/**
 * A sample's license and insurance as the profile shows them, from the seed (sample-credentials.ts)
 * and the same words (shared/missouri-licensing.ts); the days they were checked and end are the
 * API's to say (relative to the day it seeded them), so the placeholder names none.
 */
function sampleCredentials(slug: string): Pick<ContractorResponseDto, "licenseHeadline" | "licenses" | "insurance"> {
  const credentials = SAMPLE_CREDENTIALS[slug];
  if (!credentials)
    return {
      licenseHeadline: null,
      licenses: [],
      insurance: { state: "none", label: null, sentence: null, insurer: null, coverageCents: null, expiresOn: null },
    };
  const { license, certificate } = credentials;
  return {
    licenseHeadline: licenseHeadline([license]),
    licenses: [
      {
        id: -1,
        ...license,
        name: licenseName(license),
        expiresOn: null,
        current: true,
        checkedOn: "",
        checkedBy: "our office",
        evidence: "public_record",
        publicRecordUrl: null,
        line: licenseLine({ ...license, expiresOn: null, checkedOn: null, checkedBy: null }, ""),
        stateNote: stateRuleNote(license),
      },
    ],
    insurance: {
      state: "insured",
      label: INSURED,
      sentence: insuranceSentence({ ...certificate, expiresOn: null, checkedOn: null, checkedBy: null }, ""),
      insurer: certificate.insurer,
      coverageCents: certificate.coverageCents,
      expiresOn: null,
    },
  };
}

/** A sample listing as GET /api/contractors/{slug} answers it, or undefined. */
export function sampleContractor(slug: string | undefined): ContractorResponseDto | undefined {
  const entry = slug === undefined ? undefined : bySlug.get(slug.toLowerCase());
  if (!entry) return undefined;
  const { sample, card: summary } = entry;
  return {
    ...summary,
    description: sample.description,
    contactName: sample.contactName,
    phone: sample.phone,
    website: sample.website,
    yearsInBusiness: sample.yearsInBusiness,
    licenseNumber: sample.licenseNumber,
    imageUrl: null,
    ...sampleCredentials(sample.slug),
    areas: areaPoints(sample).map((area, index) => ({
      id: -(index + 1),
      city: area.city,
      state: area.state,
      zipCode: area.zipCode,
      radius: area.radius,
      latitude: area.latitude,
      longitude: area.longitude,
      label: `${area.city}, MO ${area.zipCode} · ${area.radius}-mile radius`,
    })),
    // The samples have no portfolio: a gallery arriving with the live answer would move the page.
    photos: [],
  };
}

/** A sample listing's reviews as GET /api/contractors/{slug}/reviews answers the first page, newest first. */
export function sampleReviews(slug: string | undefined): PaginatedContractorReviewsResponseDto | undefined {
  const entry = slug === undefined ? undefined : bySlug.get(slug.toLowerCase());
  if (!entry) return undefined;
  const reviews = [...entry.sample.reviews].sort((a, b) => a.daysAgo - b.daysAgo);
  return {
    items: reviews.slice(0, 10).map((review, index) => ({
      id: -(index + 1),
      rating: review.rating,
      body: review.body,
      reviewerName: review.reviewerName,
      verifiedCustomer: review.verifiedCustomer,
      // Seeded, not written through a job link.
      hiredThroughDirectory: false,
      reply: null,
      // Relative to the day the API seeded it; the page shows no date for a placeholder.
      createdAt: "",
    })),
    removed: [],
    total: reviews.length,
    page: 1,
    pageSize: 10,
  };
}
