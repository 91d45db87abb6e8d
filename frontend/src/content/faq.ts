/**
 * The questions of /faq, as data: the page renders them and its FAQPage JSON-LD lists the same
 * entries, so the visible answers and the structured data can never drift apart. Answers are plain
 * text (they go into JSON-LD verbatim); `links` are shown under an answer as "Read more" links.
 */
import { business, officeHours } from "@/lib/business";

export interface FaqLink {
  /** Link text, e.g. "Barndominium financing". */
  label: string;
  /** An internal path, e.g. "/barndominium-financing". */
  to: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
  links?: readonly FaqLink[];
}

export interface FaqSection {
  /** Fragment id of the section heading (/faq#cost-and-financing). */
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const faqSections: readonly FaqSection[] = [
  {
    id: "cost-and-financing",
    title: "Cost and financing",
    entries: [
      {
        question: "How much does a barndominium or SIP home cost?",
        answer:
          "It depends mostly on four things: how much living space you finish, how much shop space you add, the finishes you choose and what your land needs before the foundation goes in (driveway, clearing, utilities, septic). Because site work and finishes vary so much from one project to the next, we do not quote a single price per square foot. After a discovery call we give you a written price with the shell and the finish work listed separately, so you can see where the money goes. For a first number of your own, use the barndominium cost calculator.",
        links: [
          { label: "Barndominium cost calculator", to: "/barndominium-calculator" },
          { label: "How much does a barndominium cost in Missouri?", to: "/blog/barndominiums-cost-missouri" },
        ],
      },
      {
        question: "Where do the 20-30% savings come from?",
        answer:
          "From several places at once. Factory-cut panels need far less framing labor on site and create less jobsite waste. A 30-50% faster build means fewer months of construction-loan interest and of paying rent or a mortgage somewhere else while you build. And once you move in, insulation R-24 to R-50 and a tight shell keep heating and cooling bills lower every month. Panels cost more per wall than lumber, so the savings come from the whole project, not from the material price.",
        links: [{ label: "Why SIPs pay off", to: "/blog/why-sips-pay-off" }],
      },
      {
        question: "Can I get a loan for a barndominium?",
        answer:
          "Yes. Most of our owners use a construction-to-permanent loan, which pays for the build in stages and then becomes an ordinary mortgage. Local banks, credit unions and farm credit lenders in Missouri write them, and FHA, VA and USDA Rural Development programs can also finance new construction through participating lenders if you and the property qualify. Not every lender likes barndominiums, mostly because appraisers may find few comparable sales nearby, so talk to a lender that has financed them before. We give your lender the plans, specifications and written contract a construction loan needs.",
        links: [
          { label: "Barndominium financing", to: "/barndominium-financing" },
          { label: "Funding the dream", to: "/funding-the-dream" },
        ],
      },
      {
        question: "How much will I save on energy bills?",
        answer:
          "We will not promise a dollar figure, because your bills depend on the plan, the heating and cooling equipment, your electric provider's rates and how you live in the house. What we can say is why they are lower: continuous foam insulation from R-24 to R-50 with no studs interrupting it, and far fewer seams for air to leak through. A tight house also lets you install smaller heating and cooling equipment, which cycles less.",
        links: [{ label: "SIP Technology", to: "/sip-info" }],
      },
    ],
  },
  {
    id: "sip-panels-and-durability",
    title: "SIP panels and durability",
    entries: [
      {
        question: "What is a structural insulated panel (SIP)?",
        answer:
          "A SIP is a thick core of rigid foam bonded between two structural boards, usually oriented strand board (OSB). The foam insulates and the boards carry the load, so one panel is the structure, the insulation and the nailing surface for siding and drywall. Panels for your house are cut at a factory to your plan, with the window and door openings and the electrical chases already in place.",
        links: [
          { label: "SIP Technology", to: "/sip-info" },
          { label: "Watch a SIP shell go up", to: "/sip-video" },
        ],
      },
      {
        question: "How durable is a SIP home?",
        answer:
          "A SIP home is engineered for its plan and its site, including the wind and snow loads where you build, and the panels act as stiff beams and walls. Like any wood-based house, it lasts as long as it is kept dry: the details that matter are flashing at windows, doors and roof edges, a weather barrier under the siding, sealed interior seams, gutters that work and ground that slopes away from the house. We build those details in and show you how to maintain them.",
      },
      {
        question: "Are SIP homes safe in a fire?",
        answer:
          "No house is fireproof, and a SIP house is not an exception. As with any home that has foam insulation, the foam is covered on the inside by gypsum drywall, which is what building codes require as a thermal barrier. Exterior materials such as metal or fiber-cement siding and a metal roof resist embers well. Smoke alarms, a planned escape route and a clear zone around the house matter as much in a SIP home as in any other.",
      },
      {
        question: "Do termites or other insects get into the foam?",
        answer:
          "Insects do not eat foam, but they can tunnel through it. We use panels with foam treated against insects where that is available, keep the panels off the ground on a proper sill, and recommend a termite treatment and a regular termite inspection, as you would for any Missouri home.",
      },
      {
        question: "What about moisture and mold in such a tight house?",
        answer:
          "A tight house keeps outdoor humidity out, which helps in a Missouri summer, but it also keeps indoor moisture in unless it is ventilated. We design in mechanical ventilation, usually an energy recovery ventilator (ERV), which brings in fresh air and exchanges heat and moisture with the stale air going out. Run it as designed, change its filters and use bath and kitchen exhaust fans, and the air stays fresh and dry.",
      },
      {
        question: "Will a SIP home stand up to Missouri storms?",
        answer:
          "Every shell we build is engineered for the wind and snow loads where it stands, and panels joined into walls and a roof make a stiff, strong box. No ordinary house is tornado-proof, though. If tornado protection matters to you, plan a storm shelter or safe room built to FEMA guidance; ask us about including one in your plan.",
      },
    ],
  },
  {
    id: "insurance-and-resale",
    title: "Insurance and resale",
    entries: [
      {
        question: "Is a barndominium harder to insure?",
        answer:
          "Usually not, but shop around early. Insurers ask about the construction type, the living area and what the shop is used for. Describe the house accurately: a SIP home with living quarters and an attached shop, the exterior materials, and the distance to the nearest fire station and hydrant, which affect the premium on rural land. If you run a business from the shop, ask about business coverage, because a homeowner's policy may not cover business equipment or customers. Get a quote before you finalize the plan so there are no surprises at closing.",
      },
      {
        question: "What about resale value?",
        answer:
          "Resale value depends on location, the local market and the comparable sales an appraiser can find, the same as for any house. A well-built, energy-efficient home with a real shop appeals strongly to a particular kind of buyer, and in rural Missouri that buyer is common. Keep your plans, the panel specifications and records of the equipment and maintenance; they help an appraiser and a future buyer understand what they are looking at.",
        links: [{ label: "The truth about barndominiums", to: "/blog/barndominium-truth" }],
      },
    ],
  },
  {
    id: "land-and-permits",
    title: "Land, permits and utilities",
    entries: [
      {
        question: "Do I need to own land before I call you?",
        answer:
          "No. Many people call us while they are still looking. We can tell you what to check on a parcel before you buy it: road access, whether the soil will take a septic system, flood zones, the cost of bringing power and water, zoning and any covenants that restrict metal buildings or shops.",
        links: [
          { label: "Land search guide", to: "/land-search-guide" },
          { label: "Real estate services", to: "/real-estate-services" },
        ],
      },
      {
        question: "Do I need a building permit in Missouri?",
        answer:
          "It depends on where the land is. Inside city limits, the city issues building permits and inspects. In unincorporated areas the county decides, and many rural Missouri counties have no building code at all. Even then you will usually need a septic permit from the county health department under the state's onsite wastewater rules, an electrical inspection or release before the utility connects power, and a floodplain permit if the site is in a mapped flood zone. We tell you which rules apply to your parcel and help with the application.",
        links: [
          { label: "Permit guide", to: "/permit-guide" },
          { label: "Building permits", to: "/building-permits" },
          { label: "Missouri building codes", to: "/missouri-building-codes" },
        ],
      },
      {
        question: "How do power, water and septic get to a rural site?",
        answer:
          "Power usually comes from a rural electric cooperative or an investor-owned utility, depending on the area; call them early, because a long line extension can be one of the larger surprises in a rural budget. Water comes from a rural water district line or a well, and wastewater goes to a septic system designed for your soil. Call Missouri One Call (811) before any digging so buried lines are marked.",
        links: [
          { label: "Utility guide", to: "/utility-guide" },
          { label: "Site preparation guide", to: "/site-prep-guide" },
        ],
      },
    ],
  },
  {
    id: "timeline-and-process",
    title: "Timeline and process",
    entries: [
      {
        question: "How long does a build take?",
        answer:
          "The panels themselves go up fast: on a ready foundation, the 7-day shell install closes in the walls and roof. Overall, SIP construction gives a 30-50% faster build than stick framing because the trades work inside a dry shell much sooner. The total still depends on things outside the panels: land closing, financing, permits, site work, the foundation and how early you make your finish selections. The timeline guide shows realistic durations for each stage.",
        links: [
          { label: "Timeline guide", to: "/timeline-guide" },
          { label: "How SIPs help you build faster", to: "/blog/how-sips-help-you-build-faster-even-if-youre-not-a-builder" },
        ],
      },
      {
        question: "What happens during the 7-day shell install?",
        answer:
          "The panels arrive cut at the factory and numbered to match the shop drawings. Our crew sets the wall panels, then the roof panels, seals the seams and frames the openings, taking the house from a bare foundation to a closed, insulated shell. The foundation has to be finished and the driveway passable for a loaded truck and a crane, and we schedule around bad weather honestly rather than pretend it does not happen.",
        links: [{ label: "Our building process", to: "/building-process" }],
      },
      {
        question: "Can I change a plan or use my own drawings?",
        answer:
          "Yes to both. Our plans can be adjusted, and we build from outside architects' and designers' drawings. The one rule: settle windows, doors and wall positions before the panels are ordered, because the panels are cut to them. Changes after cutting are possible, but they cost time and money.",
        links: [
          { label: "Browse designs", to: "/designs" },
          { label: "For architects and designers", to: "/architects" },
          { label: "Plan selection guide", to: "/plan-selection-guide" },
        ],
      },
      {
        question: "Do you build commercial and farm buildings too?",
        answer:
          "Yes. We build shops, offices, farm buildings, churches and climate-controlled storage with the same panels, and live-work buildings that combine a business with a home. Where a building is never heated and only keeps the rain off, plain post-frame may be the cheaper choice, and we will tell you so.",
        links: [{ label: "Commercial SIP buildings", to: "/business" }],
      },
    ],
  },
  {
    id: "working-with-us",
    title: "Working with us",
    entries: [
      {
        question: "Where do you build?",
        answer:
          "Across northwest and central Missouri, from our office in St. Joseph: St. Joseph, Savannah, Mound City, Maryville, Kansas City, Parkville, Platte City, Liberty, Smithville, Kearney, Holt, Excelsior Springs, Cameron, Bethany, Kirksville and Columbia, and the farms and acreages between them. If your land is not near one of these towns, ask anyway.",
        links: [
          { label: "St. Joseph", to: "/st-joseph" },
          { label: "Kansas City", to: "/kansas-city" },
          { label: "Columbia", to: "/columbia" },
        ],
      },
      {
        question: "What does the 12-minute discovery call cover?",
        answer:
          "Four things: where you want to build, what you want to build, what you want to spend and when you hope to move in. You do not need land, drawings or a lender yet; tell us what you know and what you are unsure about. The call is free, and you leave it with one clear next step, which we follow up in writing.",
        links: [{ label: "Schedule a discovery call", to: "/schedule" }],
      },
      {
        question: "How quickly will you answer my email?",
        answer: `We reply to every email within 24 hours. If you would rather talk, call ${business.phone}; the office answers ${officeHours}. You can also send your plan, your land's location and your questions through the contact page.`,
        links: [{ label: "Contact us", to: "/contact" }],
      },
      {
        question: "What is the readiness quiz?",
        answer:
          "A short set of questions about your land, plans, permits, budget, funding, timeline and who is deciding with you. After each answer you see a construction insight for your situation, and at the end you get a roadmap of the next steps in order, with a results package sent to your email.",
        links: [{ label: "Take the readiness quiz", to: "/quiz" }],
      },
    ],
  },
];

/** Every question in page order. */
export const faqEntries: readonly FaqEntry[] = faqSections.flatMap((section) => section.entries);
