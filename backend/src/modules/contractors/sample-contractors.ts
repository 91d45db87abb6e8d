import { ContractorSpecialty as S } from './contractors.enums';

/**
 * The twelve fictitious sample listings of the contractor network (issue 15): invented names,
 * example.com addresses and 555 numbers, shown with 'Sample listing'. Together they cover all 16
 * service cities and all 25 specialties; eight are verified. Ratings are never typed here: the
 * seeder computes averageRating and reviewCount from the published reviews below.
 *
 * Seeded at start-up by SampleContractorsSeeder when their slug is missing; an existing row is
 * never touched. SAMPLE_CONTRACTORS=false inserts none and unpublishes those present.
 */

export interface SampleArea {
  /** The town as the card shows it ('Liberty, MO 64068 · 30-mile radius'). */
  city: string;
  /** Its coordinates come from this ZIP (geo.resolveZip) when seeded. */
  zipCode: string;
  /** Whole miles, 5 to 150. */
  radius: number;
}

export interface SampleReview {
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
  reviewerName: string;
  verifiedCustomer: boolean;
  /** How long before seeding it was written, so the list has an order. */
  daysAgo: number;
}

export interface SampleContractor {
  slug: string;
  name: string;
  contactName: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  yearsInBusiness: number;
  licenseNumber: string | null;
  specialties: S[];
  areas: SampleArea[];
  /** Verified this many days before seeding, insurance good for a year after seeding; null: not verified. */
  verifiedDaysAgo: number | null;
  reviews: SampleReview[];
}

export const SAMPLE_CONTRACTORS: readonly SampleContractor[] = [
  {
    slug: 'bluestem-sip-builders',
    name: 'Bluestem SIP Builders',
    contactName: 'Avery Lindqvist',
    description: 'A small crew that sets SIP shells for barndominiums and custom homes north of the river, from footings check to dried-in roof.',
    email: 'bluestem.sample@example.com',
    phone: '(816) 555-0101',
    website: 'https://bluestem.example.com',
    yearsInBusiness: 12,
    licenseNumber: 'MO-SAMPLE-1001',
    specialties: [S.SipInstallation, S.SipPanelExpertise, S.CustomHomes, S.EnergyEfficient],
    areas: [{ city: 'St. Joseph', zipCode: '64501', radius: 40 }],
    verifiedDaysAgo: 40,
    reviews: [
      {
        rating: 5,
        body: 'They set our wall and roof panels in six days and left the site cleaner than they found it.',
        reviewerName: 'Dana R.',
        verifiedCustomer: true,
        daysAgo: 30,
      },
      {
        rating: 5,
        body: 'Clear schedule, daily photos, and the blower-door number came in better than promised.',
        reviewerName: 'Marcus T.',
        verifiedCustomer: true,
        daysAgo: 75,
      },
      {
        rating: 4,
        body: 'Good work on the shell. One delivery slipped a week, but they told us the same day.',
        reviewerName: 'Priya S.',
        verifiedCustomer: false,
        daysAgo: 120,
      },
    ],
  },
  {
    slug: 'clay-county-custom-homes',
    name: 'Clay County Custom Homes',
    contactName: 'Jordan Whitfield',
    description: 'General contractor for custom and traditional homes and whole-house renovations in the Northland.',
    email: 'claycustom.sample@example.com',
    phone: '(816) 555-0102',
    website: 'https://claycustom.example.com',
    yearsInBusiness: 18,
    licenseNumber: 'MO-SAMPLE-1002',
    specialties: [S.CustomHomes, S.TraditionalHomes, S.Renovations, S.LuxuryFinishes],
    areas: [{ city: 'Liberty', zipCode: '64068', radius: 30 }],
    verifiedDaysAgo: 90,
    reviews: [
      {
        rating: 5,
        body: 'Built our farmhouse on budget and walked us through every allowance before we chose.',
        reviewerName: 'Elena G.',
        verifiedCustomer: true,
        daysAgo: 20,
      },
      {
        rating: 4,
        body: 'Quality finish work throughout. Punch list took a little longer than we hoped.',
        reviewerName: 'Sam K.',
        verifiedCustomer: true,
        daysAgo: 64,
      },
      {
        rating: 5,
        body: 'Our kitchen and bath renovation was done in the time they quoted, no surprises.',
        reviewerName: 'Robin P.',
        verifiedCustomer: false,
        daysAgo: 150,
      },
      { rating: 4, body: 'Responsive and honest about what our lot would cost to prepare.', reviewerName: 'Chris M.', verifiedCustomer: false, daysAgo: 210 },
    ],
  },
  {
    slug: 'northland-comfort-hvac',
    name: 'Northland Comfort HVAC',
    contactName: 'Tess Okafor',
    description: 'Heat pumps and fresh-air ventilation sized for tight SIP homes, with insulation upgrades and energy ratings.',
    email: 'northlandhvac.sample@example.com',
    phone: '(816) 555-0103',
    website: 'https://northlandhvac.example.com',
    yearsInBusiness: 9,
    licenseNumber: 'KC-SAMPLE-2203',
    specialties: [S.Hvac, S.Insulation, S.EnergyRating],
    areas: [{ city: 'Kansas City', zipCode: '64106', radius: 35 }],
    verifiedDaysAgo: 15,
    reviews: [
      {
        rating: 5,
        body: 'They did a room-by-room load calculation instead of guessing. Quiet, even heat all winter.',
        reviewerName: 'Lee A.',
        verifiedCustomer: true,
        daysAgo: 12,
      },
      {
        rating: 4,
        body: 'Install went well; the ERV took an extra visit to balance, which they did at no charge.',
        reviewerName: 'Morgan F.',
        verifiedCustomer: false,
        daysAgo: 95,
      },
    ],
  },
  {
    slug: 'platte-river-electric',
    name: 'Platte River Electric',
    contactName: 'Ray Castellanos',
    description: 'Residential and shop wiring, lighting design and smart-home panels for new builds and remodels.',
    email: 'platteriver.sample@example.com',
    phone: '(816) 555-0104',
    website: 'https://platteriver.example.com',
    yearsInBusiness: 15,
    licenseNumber: 'PC-SAMPLE-3304',
    specialties: [S.Electrical, S.Lighting, S.SmartHomes],
    areas: [{ city: 'Platte City', zipCode: '64079', radius: 25 }],
    verifiedDaysAgo: 200,
    reviews: [
      { rating: 5, body: 'Wired our 40x60 shop and the house; inspection passed first time.', reviewerName: 'Jamie W.', verifiedCustomer: true, daysAgo: 40 },
      { rating: 5, body: 'Great lighting plan, and they labelled every breaker clearly.', reviewerName: 'Pat N.', verifiedCustomer: false, daysAgo: 88 },
      { rating: 4, body: 'Fair price and tidy work. Scheduling took a couple of calls.', reviewerName: 'Casey H.', verifiedCustomer: false, daysAgo: 160 },
    ],
  },
  {
    slug: 'nodaway-valley-woodworks',
    name: 'Nodaway Valley Woodworks',
    contactName: 'Hollis Brandt',
    description: 'Custom cabinetry, built-ins, stair parts and trim made in our own shop, plus framing carpentry.',
    email: 'nodawaywood.sample@example.com',
    phone: '(660) 555-0105',
    website: 'https://nodawaywood.example.com',
    yearsInBusiness: 22,
    licenseNumber: null,
    specialties: [S.CustomWoodwork, S.Cabinetry, S.FinishCarpentry, S.Carpentry],
    areas: [
      { city: 'Maryville', zipCode: '64468', radius: 40 },
      { city: 'Mound City', zipCode: '64470', radius: 20 },
    ],
    verifiedDaysAgo: null,
    reviews: [
      {
        rating: 5,
        body: 'The white oak built-ins are the best thing in our house. Worth the wait.',
        reviewerName: 'Quinn D.',
        verifiedCustomer: false,
        daysAgo: 50,
      },
      {
        rating: 4,
        body: 'Beautiful cabinets. Install ran two weeks over, but the work is excellent.',
        reviewerName: 'Avery J.',
        verifiedCustomer: false,
        daysAgo: 140,
      },
    ],
  },
  {
    slug: 'boone-prairie-builders',
    name: 'Boone Prairie Builders',
    contactName: 'Mina Albrecht',
    description: 'Modern and eco-friendly custom homes in central Missouri: SIP shells, metal roofs, solar-ready.',
    email: 'booneprairie.sample@example.com',
    phone: '(573) 555-0106',
    website: 'https://booneprairie.example.com',
    yearsInBusiness: 11,
    licenseNumber: 'CO-SAMPLE-4406',
    specialties: [S.CustomHomes, S.ModernDesigns, S.EcoFriendly],
    areas: [{ city: 'Columbia', zipCode: '65201', radius: 50 }],
    verifiedDaysAgo: 60,
    reviews: [
      {
        rating: 5,
        body: 'Our modern farmhouse uses a third of the energy of our old place. Great team.',
        reviewerName: 'Toni B.',
        verifiedCustomer: true,
        daysAgo: 25,
      },
      {
        rating: 5,
        body: 'They helped us through the county permits and never missed a meeting.',
        reviewerName: 'Drew L.',
        verifiedCustomer: true,
        daysAgo: 70,
      },
      {
        rating: 3,
        body: 'Good build quality; communication with the office could have been better.',
        reviewerName: 'Sasha V.',
        verifiedCustomer: false,
        daysAgo: 180,
      },
      {
        rating: 5,
        body: 'Honest estimate and the final bill matched it within two percent.',
        reviewerName: 'Kendall O.',
        verifiedCustomer: false,
        daysAgo: 260,
      },
      { rating: 4, body: 'Solid work on a tricky sloped lot. Would hire them again.', reviewerName: 'Rowan E.', verifiedCustomer: false, daysAgo: 300 },
    ],
  },
  {
    slug: 'grand-river-plumbing',
    name: 'Grand River Plumbing',
    contactName: 'Wes Pruitt',
    description: 'Plumbing rough-in and finish for new rural homes, wells and water heaters in north Missouri.',
    email: 'grandriver.sample@example.com',
    phone: '(660) 555-0107',
    website: 'https://grandriver.example.com',
    yearsInBusiness: 7,
    licenseNumber: null,
    specialties: [S.Plumbing],
    areas: [
      { city: 'Bethany', zipCode: '64424', radius: 45 },
      { city: 'Cameron', zipCode: '64429', radius: 30 },
    ],
    verifiedDaysAgo: null,
    reviews: [
      {
        rating: 4,
        body: 'Showed up when they said and the rough-in passed inspection the first time.',
        reviewerName: 'Jesse C.',
        verifiedCustomer: false,
        daysAgo: 35,
      },
      {
        rating: 3,
        body: 'Work was fine, but the invoice came in higher than the phone estimate.',
        reviewerName: 'Micah Z.',
        verifiedCustomer: false,
        daysAgo: 110,
      },
    ],
  },
  {
    slug: 'chariton-ridge-interiors',
    name: 'Chariton Ridge Interiors',
    contactName: 'Noor Haddad',
    description: 'Interior design, drywall and painting for new homes and remodels in northeast Missouri.',
    email: 'charitonridge.sample@example.com',
    phone: '(660) 555-0108',
    website: 'https://charitonridge.example.com',
    yearsInBusiness: 5,
    licenseNumber: null,
    specialties: [S.InteriorDesign, S.Painting, S.Drywall],
    areas: [{ city: 'Kirksville', zipCode: '63501', radius: 40 }],
    verifiedDaysAgo: null,
    reviews: [
      {
        rating: 5,
        body: 'Picked a palette that works with our light, and the drywall finish is flawless.',
        reviewerName: 'Harper Y.',
        verifiedCustomer: false,
        daysAgo: 45,
      },
      {
        rating: 4,
        body: 'Good design ideas and a careful paint crew. A few touch-ups at the end.',
        reviewerName: 'Emerson I.',
        verifiedCustomer: false,
        daysAgo: 130,
      },
      { rating: 4, body: 'Helpful with finishes on a tight budget; would use again.', reviewerName: 'Frankie U.', verifiedCustomer: false, daysAgo: 220 },
    ],
  },
  {
    slug: 'smithville-lake-tile-floor',
    name: 'Smithville Lake Tile & Floor',
    contactName: 'Gus Ferreira',
    description: 'Tile showers, heated floors and hardwood or LVP installation for new builds and remodels.',
    email: 'lakefloor.sample@example.com',
    phone: '(816) 555-0109',
    website: 'https://lakefloor.example.com',
    yearsInBusiness: 14,
    licenseNumber: 'SV-SAMPLE-5509',
    specialties: [S.Flooring, S.Tiling],
    areas: [{ city: 'Smithville', zipCode: '64089', radius: 30 }],
    verifiedDaysAgo: 120,
    reviews: [
      {
        rating: 5,
        body: 'Our curbless shower is perfect, every line straight. Cleaned up daily.',
        reviewerName: 'Reese Q.',
        verifiedCustomer: true,
        daysAgo: 18,
      },
      {
        rating: 4,
        body: 'Nice hardwood install; they pointed out a subfloor issue before starting.',
        reviewerName: 'Alex X.',
        verifiedCustomer: false,
        daysAgo: 99,
      },
      { rating: 5, body: 'Heated bathroom floor works great and the price was as quoted.', reviewerName: 'Jordan V.', verifiedCustomer: false, daysAgo: 170 },
    ],
  },
  {
    slug: 'excelsior-energy-raters',
    name: 'Excelsior Energy Raters',
    contactName: 'Ines Marchetti',
    description: 'HERS ratings, blower-door tests and insulation upgrades, for new SIP homes and older houses alike.',
    email: 'excelsiorenergy.sample@example.com',
    phone: '(816) 555-0110',
    website: 'https://excelsiorenergy.example.com',
    yearsInBusiness: 10,
    licenseNumber: 'EX-SAMPLE-6610',
    specialties: [S.EnergyRating, S.Insulation, S.EnergyEfficient],
    areas: [{ city: 'Excelsior Springs', zipCode: '64024', radius: 60 }],
    verifiedDaysAgo: 30,
    reviews: [
      {
        rating: 5,
        body: 'Clear report with photos and a ranked list of fixes. Our bills dropped noticeably.',
        reviewerName: 'Blake S.',
        verifiedCustomer: true,
        daysAgo: 22,
      },
      { rating: 5, body: 'They tested our new SIP house and explained every number to us.', reviewerName: 'Cameron T.', verifiedCustomer: false, daysAgo: 80 },
    ],
  },
  {
    slug: 'loess-hills-renovation',
    name: 'Loess Hills Renovation',
    contactName: 'Otis Brennan',
    description: 'Renovations, drywall and paint for farmhouses and older homes along the Missouri River bluffs.',
    email: 'loesshills.sample@example.com',
    phone: '(660) 555-0111',
    website: 'https://loesshills.example.com',
    yearsInBusiness: 6,
    licenseNumber: null,
    specialties: [S.Renovations, S.Drywall, S.Painting],
    areas: [
      { city: 'Mound City', zipCode: '64470', radius: 35 },
      { city: 'Savannah', zipCode: '64485', radius: 20 },
    ],
    verifiedDaysAgo: null,
    reviews: [
      {
        rating: 4,
        body: 'Took our 1920s farmhouse back to studs and rebuilt it thoughtfully.',
        reviewerName: 'Skyler K.',
        verifiedCustomer: false,
        daysAgo: 60,
      },
      { rating: 3, body: 'Good craftsmanship, but the project ran a month long.', reviewerName: 'Jules N.', verifiedCustomer: false, daysAgo: 190 },
      {
        rating: 4,
        body: 'Fair price for the drywall repair after our water leak; quick to respond.',
        reviewerName: 'Parker R.',
        verifiedCustomer: false,
        daysAgo: 240,
      },
    ],
  },
  {
    slug: 'riverbluff-finish-carpentry',
    name: 'Riverbluff Finish Carpentry',
    contactName: 'Lena Sato',
    description: 'Modern trim, floating stairs and flat-panel cabinetry for contemporary homes south of the Platte.',
    email: 'riverbluff.sample@example.com',
    phone: '(816) 555-0112',
    website: 'https://riverbluff.example.com',
    yearsInBusiness: 8,
    licenseNumber: 'PK-SAMPLE-7712',
    specialties: [S.FinishCarpentry, S.Cabinetry, S.ModernDesigns],
    areas: [{ city: 'Parkville', zipCode: '64152', radius: 20 }],
    verifiedDaysAgo: 75,
    reviews: [
      {
        rating: 5,
        body: 'The floating stair is a piece of art, and it was installed exactly on schedule.',
        reviewerName: 'Devon H.',
        verifiedCustomer: true,
        daysAgo: 28,
      },
      {
        rating: 5,
        body: 'Crisp reveals everywhere. They care about the details nobody else notices.',
        reviewerName: 'Aubrey L.',
        verifiedCustomer: false,
        daysAgo: 115,
      },
      {
        rating: 4,
        body: 'Lovely cabinets; paint on two doors needed redoing, which they did quickly.',
        reviewerName: 'Shawn G.',
        verifiedCustomer: false,
        daysAgo: 205,
      },
    ],
  },
];
