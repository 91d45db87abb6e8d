import type { CredentialKind, JurisdictionKind, LicenseTrade } from '../../../shared/missouri-licensing';

/**
 * What the office "holds" for the verified sample listings (sample-contractors.ts, all
 * fictitious), so the sample directory shows the badges the way real listings earn them (issue
 * 31). Every value says it is a sample: there is no such business, filing or policy, and the
 * public-record note says so. The one electrician holds Missouri's statewide electrical license
 * (a credential that exists); the others a Missouri Secretary of State business registration,
 * which every Missouri company has, rather than a city license we would have to invent. Imports
 * nothing but types, so the pages' placeholders use it too.
 */
export interface SampleLicense {
  trade: LicenseTrade;
  jurisdictionKind: JurisdictionKind;
  jurisdictionName: string;
  credential: CredentialKind;
  number: string;
  issuer: string;
  publicRecordText: string;
}

export interface SampleCertificate {
  insurer: string;
  policyNumber: string;
  coverageCents: number;
}

export interface SampleCredentials {
  license: SampleLicense;
  certificate: SampleCertificate;
}

/** A sample certificate runs this long after it is seeded (then its badges lapse, as a real one's would). */
export const SAMPLE_INSURANCE_DAYS = 365;

const NO_RECORD = 'Sample listing: a fictitious business, so there is no real record to look up.';
const SAMPLE_INSURER = 'Sample Mutual Insurance (fictitious)';

const registration = (number: string): SampleCredentials => ({
  license: {
    trade: 'business',
    jurisdictionKind: 'other',
    jurisdictionName: 'Missouri Secretary of State',
    credential: 'registration',
    number,
    issuer: 'Missouri Secretary of State, Business Services',
    publicRecordText: NO_RECORD,
  },
  certificate: { insurer: SAMPLE_INSURER, policyNumber: `${number}-GL`, coverageCents: 100_000_000 },
});

/** By sample slug: the eight verified samples. */
export const SAMPLE_CREDENTIALS: Readonly<Record<string, SampleCredentials>> = {
  'bluestem-sip-builders': registration('SAMPLE-1001'),
  'clay-county-custom-homes': {
    ...registration('SAMPLE-1002'),
    certificate: { insurer: SAMPLE_INSURER, policyNumber: 'SAMPLE-1002-GL', coverageCents: 200_000_000 },
  },
  'northland-comfort-hvac': registration('SAMPLE-2203'),
  'platte-river-electric': {
    license: {
      trade: 'electrical',
      jurisdictionKind: 'statewide_electrical',
      jurisdictionName: 'Missouri',
      credential: 'license',
      number: 'SAMPLE-3304',
      issuer: 'Missouri Division of Professional Registration, Office of Statewide Electrical Contractors',
      publicRecordText: NO_RECORD,
    },
    certificate: { insurer: SAMPLE_INSURER, policyNumber: 'SAMPLE-3304-GL', coverageCents: 100_000_000 },
  },
  'boone-prairie-builders': registration('SAMPLE-4406'),
  'smithville-lake-tile-floor': registration('SAMPLE-5509'),
  'excelsior-energy-raters': registration('SAMPLE-6610'),
  'riverbluff-finish-carpentry': registration('SAMPLE-7712'),
};
