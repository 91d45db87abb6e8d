import { DesignCategory, DesignStyle } from './designs.enums';

/**
 * The built-in plan catalogue (spec §3): the 8 barndominiums with the spec's exact areas and
 * bedrooms, and the 16 residential plans it names (living 816 to 2,326 sq ft, 1 to 4 bedrooms).
 * Spec §3 counts 26 plans but names 24; only the named ones are seeded.
 *
 * Seeded at start-up by CatalogueSeeder: a plan whose slug is missing is inserted with its
 * features; an existing row is never touched, so an admin's edits (or a removed feature) stay.
 *
 * Base prices are null ("price on request"): what a plan costs to build depends on the site, the
 * shell and the finish level, and the cost estimate of each plan is the one place that answers
 * it. Feature prices are the additional cost of an upgrade over the standard plan, in US cents.
 */

export type FeatureCategory = 'Exterior' | 'Energy' | 'Shop' | 'Interior';

export interface CatalogueFeature {
  name: string;
  description: string;
  /** US cents added to the plan's cost (spec §9: amounts held in cents). */
  additionalPrice: number;
  category: FeatureCategory;
}

export interface CataloguePlan {
  slug: string;
  name: string;
  category: DesignCategory;
  style: DesignStyle;
  livingSquareFeet: number;
  /** Barndominiums only. */
  shopSquareFeet: number | null;
  bedrooms: number;
  /** As text, like spec §3 ("2.5"); stored as numeric(3,1). */
  bathrooms: string;
  wallRValue: 26;
  roofRValue: 33 | 48;
  description: string;
  features: CatalogueFeature[];
}

const dollars = (amount: number): number => amount * 100;

// Upgrades offered on many plans, written once.
const ROOF_R48: CatalogueFeature = {
  name: 'Upgraded roof panels (R-48)',
  description: 'Thicker SIP roof panels in place of the standard R-33 roof, for lower heating and cooling bills under a Missouri summer sun.',
  additionalPrice: dollars(6800),
  category: 'Energy',
};
const EXTRA_SHOP_DOOR: CatalogueFeature = {
  name: 'Additional 12 × 14 ft insulated overhead door',
  description: 'A second drive-through or side door for the shop, insulated and with an electric opener.',
  additionalPrice: dollars(5400),
  category: 'Shop',
};
const SHOP_FLOOR_DRAIN: CatalogueFeature = {
  name: 'Shop floor drain and wash bay',
  description: 'A trench drain in a sloped section of the shop slab, so equipment and vehicles can be washed inside.',
  additionalPrice: dollars(3900),
  category: 'Shop',
};
const SHOP_RADIANT_FLOOR: CatalogueFeature = {
  name: 'Radiant in-floor heat in the shop',
  description: 'PEX tubing in the shop slab with its own zone, for a warm floor and steady heat when the big door opens.',
  additionalPrice: dollars(11500),
  category: 'Shop',
};
const SOLAR_READY: CatalogueFeature = {
  name: 'Solar-ready roof and conduit',
  description: 'A roof layout and conduit run from attic to electrical panel so solar panels can be added later without opening walls.',
  additionalPrice: dollars(1200),
  category: 'Energy',
};
const STONE_WAINSCOT: CatalogueFeature = {
  name: 'Stone wainscot on the front elevation',
  description: 'Manufactured stone along the lower front wall and porch posts.',
  additionalPrice: dollars(7200),
  category: 'Exterior',
};
const COVERED_PATIO: CatalogueFeature = {
  name: 'Covered back patio (12 × 20 ft)',
  description: 'A concrete patio under an extension of the main roof, off the kitchen or living room.',
  additionalPrice: dollars(14500),
  category: 'Exterior',
};
const ATTACHED_GARAGE: CatalogueFeature = {
  name: 'Attached two-car garage',
  description: 'A 24 × 24 ft garage with two insulated 9 × 8 ft doors and an entry into the mudroom.',
  additionalPrice: dollars(38500),
  category: 'Exterior',
};
const BASEMENT: CatalogueFeature = {
  name: 'Full basement foundation',
  description: 'A poured basement under the living area in place of the slab, with an egress window for a future bedroom.',
  additionalPrice: dollars(42000),
  category: 'Interior',
};
const FIREPLACE: CatalogueFeature = {
  name: 'Wood-burning fireplace insert',
  description: 'A high-efficiency insert with a stone surround in the living room, sized for a tight SIP house.',
  additionalPrice: dollars(8600),
  category: 'Interior',
};

const B = DesignCategory.Barndominium;
const R = DesignCategory.Residential;

export const CATALOGUE: readonly CataloguePlan[] = [
  // ── Barndominiums (spec §3: living / shop sq ft, bedrooms exactly as given) ──
  {
    slug: 'rose-mount',
    name: 'Rose Mount',
    category: B,
    style: DesignStyle.Farmhouse,
    livingSquareFeet: 1800,
    shopSquareFeet: 3820,
    bedrooms: 3,
    bathrooms: '2',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Rose Mount puts 1,800 sq ft of single-level living behind a full front porch and pairs it with a 3,820 sq ft shop under the same roofline. The three bedrooms sit on one side of an open kitchen and great room, with the primary suite away from the shop wall. The shop is big enough for a tractor, a camper and a workbench, and a mudroom connects it to the house.',
    features: [
      ROOF_R48,
      EXTRA_SHOP_DOOR,
      {
        name: 'Wraparound porch',
        description: 'Extends the full front porch around one side of the house, about 90 ft of covered porch in all.',
        additionalPrice: dollars(16800),
        category: 'Exterior',
      },
      SHOP_FLOOR_DRAIN,
    ],
  },
  {
    slug: 'maple-ridge',
    name: 'Maple Ridge',
    category: B,
    style: DesignStyle.Farmhouse,
    livingSquareFeet: 2942,
    shopSquareFeet: 1792,
    bedrooms: 4,
    bathrooms: '3',
    wallRValue: 26,
    roofRValue: 48,
    description:
      'Maple Ridge is the family plan: 2,942 sq ft of living space with four bedrooms and three baths, and a 1,792 sq ft shop for vehicles and projects. A large kitchen with a walk-in pantry opens to the dining and great room, and a flex room off the entry works as an office or schoolroom. R-48 roof panels come standard.',
    features: [
      {
        name: 'Wraparound porch',
        description: 'A covered porch along the front and one side, about 100 ft in all.',
        additionalPrice: dollars(18500),
        category: 'Exterior',
      },
      COVERED_PATIO,
      SHOP_RADIANT_FLOOR,
      SOLAR_READY,
    ],
  },
  {
    slug: 'mayfield',
    name: 'Mayfield',
    category: B,
    style: DesignStyle.Modern,
    livingSquareFeet: 2114,
    shopSquareFeet: 2314,
    bedrooms: 3,
    bathrooms: '2.5',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Mayfield splits the building almost evenly: 2,114 sq ft of living space and a 2,314 sq ft shop. Clean lines, tall windows and a vaulted great room give it a modern feel, and a half bath by the shop entry keeps the house clean after a day of work. All three bedrooms have walk-in closets.',
    features: [ROOF_R48, EXTRA_SHOP_DOOR, STONE_WAINSCOT],
  },
  {
    slug: 'auburn',
    name: 'Auburn',
    category: B,
    style: DesignStyle.Traditional,
    livingSquareFeet: 3520,
    shopSquareFeet: 1600,
    bedrooms: 4,
    bathrooms: '3.5',
    wallRValue: 26,
    roofRValue: 48,
    description:
      'Auburn is a large home first: 3,520 sq ft of living space with four bedrooms and three and a half baths, plus a 1,600 sq ft shop. Two bedrooms share a Jack-and-Jill bath, a bonus room sits over the main living area, and the kitchen has an island that seats six. R-48 roof panels come standard.',
    features: [
      {
        name: 'Front porch with gable entry',
        description: 'A 10 ft deep covered porch across the front with a timber-framed gable over the entry.',
        additionalPrice: dollars(13200),
        category: 'Exterior',
      },
      FIREPLACE,
      SHOP_FLOOR_DRAIN,
      SOLAR_READY,
    ],
  },
  {
    slug: 'oak',
    name: 'Oak',
    category: B,
    style: DesignStyle.Farmhouse,
    livingSquareFeet: 2210,
    shopSquareFeet: 3059,
    bedrooms: 3,
    bathrooms: '2.5',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Oak pairs 2,210 sq ft of living space with a 3,059 sq ft shop, for owners who need real room for equipment. The house has three bedrooms, an open kitchen and great room, and a laundry and mudroom on the way in from the shop. A covered porch runs along the front.',
    features: [
      ROOF_R48,
      EXTRA_SHOP_DOOR,
      SHOP_RADIANT_FLOOR,
      {
        name: 'Shop mezzanine',
        description: 'A 12 ft deep storage mezzanine across the back of the shop with a stair and guard rail.',
        additionalPrice: dollars(9800),
        category: 'Shop',
      },
    ],
  },
  {
    slug: 'garret-ridge',
    name: 'Garret Ridge',
    category: B,
    style: DesignStyle.Craftsman,
    livingSquareFeet: 2521,
    shopSquareFeet: 1580,
    bedrooms: 4,
    bathrooms: '3',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Garret Ridge gives a growing family four bedrooms and three baths in 2,521 sq ft, with a 1,580 sq ft shop at one end. The primary suite has its own bath with a walk-in shower, and the other three bedrooms share two baths. Craftsman details on the porch posts and gables set it apart from a plain metal building.',
    features: [ROOF_R48, STONE_WAINSCOT, COVERED_PATIO],
  },
  {
    slug: 'cedar-ridge',
    name: 'Cedar Ridge',
    category: B,
    style: DesignStyle.Modern,
    livingSquareFeet: 4325,
    shopSquareFeet: 5572,
    bedrooms: 4,
    bathrooms: '3.5',
    wallRValue: 26,
    roofRValue: 48,
    description:
      'Cedar Ridge is the largest plan in the catalogue: 4,325 sq ft of living space and a 5,572 sq ft shop. Four bedrooms, three and a half baths, a home office and a game room fit around a central great room with a wall of windows. The shop takes a motorhome, a tractor and a workshop at the same time. R-48 roof panels come standard.',
    features: [
      EXTRA_SHOP_DOOR,
      SHOP_RADIANT_FLOOR,
      {
        name: 'Wraparound porch',
        description: 'A covered porch along the front and both sides of the living area.',
        additionalPrice: dollars(24500),
        category: 'Exterior',
      },
      SOLAR_READY,
    ],
  },
  {
    slug: 'cherry-ridge',
    name: 'Cherry Ridge',
    category: B,
    style: DesignStyle.Farmhouse,
    livingSquareFeet: 2626,
    shopSquareFeet: 1408,
    bedrooms: 3,
    bathrooms: '2.5',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Cherry Ridge has 2,626 sq ft of living space with three roomy bedrooms and a 1,408 sq ft shop sized for two vehicles and a workbench. The kitchen, dining and great room share one long open space with the porch along its front. A bonus room can become a fourth bedroom later.',
    features: [ROOF_R48, COVERED_PATIO, SHOP_FLOOR_DRAIN],
  },

  // ── Residential (spec §3: living 816 to 2,326 sq ft, 1 to 4 bedrooms) ──
  {
    slug: 'waters-edge',
    name: "Water's Edge",
    category: R,
    style: DesignStyle.Contemporary,
    livingSquareFeet: 1664,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: '2',
    wallRValue: 26,
    roofRValue: 33,
    description:
      "Water's Edge is made for a lake or pond lot: the great room, kitchen and primary bedroom all face the back through tall windows. Three bedrooms and two baths fit in 1,664 sq ft, and a deep rear deck is the house's best room from spring to fall.",
    features: [
      ROOF_R48,
      {
        name: 'Screened rear porch',
        description: 'Turns part of the rear deck into a 12 × 16 ft screened porch under the main roof.',
        additionalPrice: dollars(12400),
        category: 'Exterior',
      },
    ],
  },
  {
    slug: 'spirit',
    name: 'Spirit',
    category: R,
    style: DesignStyle.Modern,
    livingSquareFeet: 816,
    shopSquareFeet: null,
    bedrooms: 1,
    bathrooms: '1',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Spirit is the smallest plan in the catalogue at 816 sq ft: one bedroom, one bath and an open kitchen and living room under a single sloped roof. It works as a first home, a retirement home or a guest house next to a barndominium. A small, tight SIP house like this costs very little to heat and cool.',
    features: [
      ROOF_R48,
      { name: 'Covered entry porch', description: 'A 6 × 10 ft covered porch at the front door.', additionalPrice: dollars(4800), category: 'Exterior' },
    ],
  },
  {
    slug: 'brooklyn',
    name: 'Brooklyn',
    category: R,
    style: DesignStyle.Modern,
    livingSquareFeet: 1248,
    shopSquareFeet: null,
    bedrooms: 2,
    bathrooms: '2',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Brooklyn puts two bedrooms at opposite ends of the house, each with its own bath, and an open kitchen and living room between them. At 1,248 sq ft it suits a couple with frequent guests, or two people sharing a home.',
    features: [ROOF_R48, COVERED_PATIO],
  },
  {
    slug: 'houston',
    name: 'Houston',
    category: R,
    style: DesignStyle.Traditional,
    livingSquareFeet: 1872,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: '2',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Houston is a traditional ranch: 1,872 sq ft on one level with three bedrooms, two baths and a separate dining room. A central hall keeps the bedrooms away from the kitchen and living room, and the laundry sits next to the bedrooms where the clothes are.',
    features: [ROOF_R48, ATTACHED_GARAGE, BASEMENT],
  },
  {
    slug: 'baylee',
    name: 'Baylee',
    category: R,
    style: DesignStyle.Farmhouse,
    livingSquareFeet: 1392,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: '2',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Baylee fits three bedrooms and two baths into 1,392 sq ft without a wasted hallway. A front porch, board-and-batten siding and a metal roof give it a farmhouse look, and the kitchen island faces the living room.',
    features: [ROOF_R48, STONE_WAINSCOT, ATTACHED_GARAGE],
  },
  {
    slug: 'landon',
    name: 'Landon',
    category: R,
    style: DesignStyle.Traditional,
    livingSquareFeet: 2104,
    shopSquareFeet: null,
    bedrooms: 4,
    bathrooms: '2.5',
    wallRValue: 26,
    roofRValue: 48,
    description:
      'Landon gives a family four bedrooms and two and a half baths in 2,104 sq ft on one level. The primary suite has a walk-in closet and a double vanity, a half bath serves guests by the entry, and a mudroom with lockers comes in from the garage side. R-48 roof panels come standard.',
    features: [ATTACHED_GARAGE, BASEMENT, FIREPLACE],
  },
  {
    slug: 'boulder',
    name: 'Boulder',
    category: R,
    style: DesignStyle.Craftsman,
    livingSquareFeet: 2326,
    shopSquareFeet: null,
    bedrooms: 4,
    bathrooms: '3',
    wallRValue: 26,
    roofRValue: 48,
    description:
      'Boulder is the largest residential plan at 2,326 sq ft, with four bedrooms and three baths. Stone and timber on the front, a vaulted great room and a kitchen with a walk-in pantry make it a home to stay in for good. R-48 roof panels come standard.',
    features: [ATTACHED_GARAGE, BASEMENT, FIREPLACE, SOLAR_READY],
  },
  {
    slug: 'sheppards-glenn',
    name: 'Sheppards Glenn',
    category: R,
    style: DesignStyle.Farmhouse,
    livingSquareFeet: 1980,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: '2.5',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Sheppards Glenn is a farmhouse with a porch across the whole front and a big kitchen at the center of the house. Three bedrooms and two and a half baths fit in 1,980 sq ft, with a home office by the entry.',
    features: [
      ROOF_R48,
      { name: 'Wraparound porch', description: 'Carries the front porch around one side of the house.', additionalPrice: dollars(11800), category: 'Exterior' },
      ATTACHED_GARAGE,
    ],
  },
  {
    slug: 'rushmore',
    name: 'Rushmore',
    category: R,
    style: DesignStyle.Colonial,
    livingSquareFeet: 2240,
    shopSquareFeet: null,
    bedrooms: 4,
    bathrooms: '2.5',
    wallRValue: 26,
    roofRValue: 48,
    description:
      'Rushmore is a two-story colonial with a symmetrical front, the living areas downstairs and four bedrooms upstairs. Its 2,240 sq ft on a compact footprint suits a smaller lot and keeps the roof and foundation small. R-48 roof panels come standard.',
    features: [ATTACHED_GARAGE, BASEMENT, COVERED_PATIO],
  },
  {
    slug: 'alpine',
    name: 'Alpine',
    category: R,
    style: DesignStyle.Contemporary,
    livingSquareFeet: 1120,
    shopSquareFeet: null,
    bedrooms: 2,
    bathrooms: '1',
    wallRValue: 26,
    roofRValue: 48,
    description:
      'Alpine has a steep roof and a tall glass gable over a vaulted living room, with two bedrooms and a bath in 1,120 sq ft. It suits a wooded lot or a weekend place. The R-48 roof panels that come standard matter most in a house that is mostly roof.',
    features: [
      {
        name: 'Sleeping loft',
        description: 'A 200 sq ft loft over the bedrooms, reached by a stair from the living room.',
        additionalPrice: dollars(14200),
        category: 'Interior',
      },
      FIREPLACE,
    ],
  },
  {
    slug: 'aspen',
    name: 'Aspen',
    category: R,
    style: DesignStyle.Craftsman,
    livingSquareFeet: 1536,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: '2',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Aspen is a craftsman ranch of 1,536 sq ft with three bedrooms and two baths. Tapered porch columns and exposed rafter tails dress up the front, and the primary bedroom has its own bath and walk-in closet.',
    features: [ROOF_R48, STONE_WAINSCOT, ATTACHED_GARAGE],
  },
  {
    slug: 'skylar-ridge',
    name: 'Skylar Ridge',
    category: R,
    style: DesignStyle.Modern,
    livingSquareFeet: 2016,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: '2.5',
    wallRValue: 26,
    roofRValue: 48,
    description:
      'Skylar Ridge is a modern plan of 2,016 sq ft with three bedrooms, two and a half baths and a flex room for an office or gym. Large windows face the back and a covered patio runs the width of the great room. R-48 roof panels come standard.',
    features: [ATTACHED_GARAGE, SOLAR_READY, BASEMENT],
  },
  {
    slug: 'cypress',
    name: 'Cypress',
    category: R,
    style: DesignStyle.Craftsman,
    livingSquareFeet: 1040,
    shopSquareFeet: null,
    bedrooms: 2,
    bathrooms: '1.5',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Cypress is a cottage of 1,040 sq ft with two bedrooms, a full bath and a half bath by the kitchen. A front porch with a swing and a simple gable roof keep it affordable to build and to run.',
    features: [ROOF_R48, COVERED_PATIO],
  },
  {
    slug: 'taylor',
    name: 'Taylor',
    category: R,
    style: DesignStyle.Traditional,
    livingSquareFeet: 1450,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: '2',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Taylor is a practical three-bedroom, two-bath ranch of 1,450 sq ft. The split-bedroom layout puts the primary suite on one side of the living room and two bedrooms on the other, and the kitchen has room for a table.',
    features: [ROOF_R48, ATTACHED_GARAGE, BASEMENT],
  },
  {
    slug: 'kaitlyn-raye',
    name: 'Kaitlyn Raye',
    category: R,
    style: DesignStyle.Farmhouse,
    livingSquareFeet: 1760,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: '2',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Kaitlyn Raye is a 1,760 sq ft farmhouse with three bedrooms, two baths and a large laundry and mudroom at the back door. The kitchen, dining and living room share one vaulted space that opens onto a back porch.',
    features: [ROOF_R48, STONE_WAINSCOT, COVERED_PATIO],
  },
  {
    slug: 'everly',
    name: 'Everly',
    category: R,
    style: DesignStyle.Colonial,
    livingSquareFeet: 960,
    shopSquareFeet: null,
    bedrooms: 2,
    bathrooms: '1',
    wallRValue: 26,
    roofRValue: 33,
    description:
      'Everly is a small two-bedroom home of 960 sq ft with a centered front door and a symmetrical front in the colonial manner. It makes a good first home, a home for downsizing or a second house on family land.',
    features: [
      ROOF_R48,
      {
        name: 'Covered entry porch',
        description: 'A 6 × 10 ft covered porch with columns at the front door.',
        additionalPrice: dollars(4800),
        category: 'Exterior',
      },
    ],
  },
];
