import { BudgetRange, DecisionMakers, DecisionTimeline, PrimaryUse, QuizStep, YesNoAnswer } from './quiz.enums';

/**
 * The readiness quiz, owned by the server (spec §3, §4): questions, options, branching, progress
 * percents, the insight shown after each answer and the next actions for the results e-mail.
 * The front end gets it from GET /api/quiz and keeps no copy.
 *
 * Claims are the spec's own (§1): 7-day shell install, 30-50% faster build, 20-30% savings,
 * insulation. Add no other figures here.
 */

/** One step of the visitor's roadmap; `path` is a site path, made absolute in the e-mail. */
export interface NextAction {
  text: string;
  path?: string;
}

export interface QuizOptionDefinition {
  value: string;
  label: string;
  /** The 'Construction Insight' shown after this answer (spec §4), 1–3 sentences. */
  insight: string;
  /** The step that follows; null = completion. */
  next: QuizStep | null;
  /** What the results e-mail suggests doing next after this answer. */
  actions: NextAction[];
}

export interface QuizStepDefinition {
  id: QuizStep;
  question: string;
  helper: string;
  /** spec §4 progress percent while this step shows. */
  progress: number;
  options: QuizOptionDefinition[];
}

export const QUIZ_FIRST_STEP = QuizStep.LandOwnership;
/** spec §4: the completion screen's progress. */
export const QUIZ_COMPLETION_PROGRESS = 100;

type Answer = Omit<QuizOptionDefinition, 'value' | 'label'>;

function yesNo(yes: Answer, no: Answer): QuizOptionDefinition[] {
  return [
    { value: YesNoAnswer.Yes, label: 'Yes', ...yes },
    { value: YesNoAnswer.No, label: 'No', ...no },
  ];
}

/** Every step in display order; branching per spec §4. */
export const QUIZ_STEPS: readonly QuizStepDefinition[] = [
  {
    id: QuizStep.LandOwnership,
    question: 'Do you already own the land you want to build on?',
    helper: 'Land comes first: lenders, county offices and builders all ask about it before anything else.',
    progress: 9,
    options: yesNo(
      {
        insight:
          'Owning your land puts you ahead. The next questions are what is under it and around it: road frontage and driveway access, how far power and water have to travel, and whether the soil suits a foundation and a septic system.',
        next: QuizStep.SiteSurvey,
        actions: [
          {
            text: 'Pull together your deed, the legal description and any survey or soil report you already have; site planning starts from them.',
            path: '/site-prep-guide',
          },
        ],
      },
      {
        insight:
          'Not owning land yet means you can still choose it well. A buildable lot needs legal road frontage or an access easement, a realistic way to bring power and water to the house site, and, outside city sewer, soil that passes a perc test.',
        next: QuizStep.LandSearchHelp,
        actions: [
          {
            text: 'Start with our land search guide: what makes a Missouri lot buildable and what to check before you make an offer.',
            path: '/land-search-guide',
          },
        ],
      },
    ),
  },
  {
    id: QuizStep.LandSearchHelp,
    question: 'Would you like help finding and evaluating land?',
    helper: 'We can look over a parcel with you before you commit to it.',
    progress: 18,
    options: yesNo(
      {
        insight:
          'Good call. Send us any listing you are considering and we will go over access, utilities, slope and drainage and septic suitability with you, so you do not buy a cheap parcel that is expensive to build on.',
        next: QuizStep.BuildingPlans,
        actions: [{ text: 'Send us the listing of any lot you are considering before you make an offer; we will flag access, utility and septic questions.' }],
      },
      {
        insight:
          'Plenty of buyers already have a realtor or a parcel in mind. Before you close, make the offer contingent on a boundary survey and a passing soil or perc test, and confirm the county’s septic and driveway rules.',
        next: QuizStep.BuildingPlans,
        actions: [
          {
            text: 'Make any land offer contingent on a boundary survey and a passing soil/perc test; the land search guide has the checklist.',
            path: '/land-search-guide',
          },
        ],
      },
    ),
  },
  {
    id: QuizStep.SiteSurvey,
    question: 'Has your land been surveyed (boundary, topography or a septic perc test)?',
    helper: 'Surveys tell us where the house can sit and how much the site needs before we build.',
    progress: 18,
    options: yesNo(
      {
        insight:
          'A survey saves weeks. With the boundary and topographic survey and any soil or perc results we can place the house and shop inside the setbacks, plan the driveway and drainage, and size the foundation for your ground.',
        next: QuizStep.BuildingPlans,
        actions: [{ text: 'Send us your survey and any soil or perc results so we can place the house and plan the site work.' }],
      },
      {
        insight:
          'That is a normal next step. Most rural Missouri counties want a soil evaluation or perc test before they issue a septic permit, a boundary survey confirms your setbacks, and a topographic survey shows how much dirt work the building pad needs.',
        next: QuizStep.BuildingPlans,
        actions: [
          {
            text: 'Ask your county health or planning office what soil evaluation a septic permit needs, and line up a boundary survey; our site prep guide explains each one.',
            path: '/site-prep-guide',
          },
        ],
      },
    ),
  },
  {
    id: QuizStep.BuildingPlans,
    question: 'Do you have house plans or a design picked out?',
    helper: 'A finished plan, a sketch on paper or one of our designs all count.',
    progress: 27,
    options: yesNo(
      {
        insight:
          'Great. SIP panels are cut to the plan at the factory, so we check that your plan is SIP-ready (wall heights, openings, roof loads) and have the panel layout engineered before anything is ordered.',
        next: QuizStep.PermitStatus,
        actions: [{ text: 'Send us your plans; we will review them for SIP panel layout and the engineering your permit set needs.' }],
      },
      {
        insight:
          'That is where most people start. Our barndominium and home plans are already drawn for SIP panels and can be changed to suit you; choosing one early makes every price, lender and permit conversation faster.',
        next: QuizStep.PermitStatus,
        actions: [
          { text: 'Browse our SIP-ready barndominium and home plans and shortlist two or three.', path: '/designs' },
          { text: 'Our plan selection guide helps you match a plan to your lot, family and budget.', path: '/plan-selection-guide' },
        ],
      },
    ),
  },
  {
    id: QuizStep.PermitStatus,
    question: 'Have you checked which building permits your site needs?',
    helper: 'The rules depend on whether your land is inside city limits or out in the county.',
    progress: 36,
    options: yesNo(
      {
        insight:
          'You are ahead of most buyers. Keep that contact handy: the permit set will need a site plan and engineered drawings, and outside a sewer district the septic permit usually comes first.',
        next: QuizStep.BudgetRange,
        actions: [
          {
            text: 'Write down what your city or county asked for and share it with us so the drawings match it the first time.',
            path: '/permit-guide',
          },
        ],
      },
      {
        insight:
          'Start by finding out who has jurisdiction. Inside city limits it is the city’s building department; many rural Missouri counties have limited zoning and no residential building code but still require a septic permit, and footings must go below the local frost depth either way.',
        next: QuizStep.BudgetRange,
        actions: [
          {
            text: 'Read our building permits guide, then call your county (or city) office about building, zoning and septic permits for your parcel.',
            path: '/building-permits',
          },
        ],
      },
    ),
  },
  {
    id: QuizStep.BudgetRange,
    question: 'What is your total budget for the building project?',
    helper: 'A rough range is fine. Count the home, shop and site work; leave out the land.',
    progress: 45,
    options: [
      {
        value: BudgetRange.Under200k,
        label: 'Under $200K',
        insight:
          'A tighter budget is where plan choice matters most: a simple footprint, a straightforward roof line and a shop-first layout keep costs down. SIP construction’s 20-30% savings help stretch it further.',
        next: QuizStep.FundingStatus,
        actions: [{ text: 'Price a simple footprint in our barndominium calculator before you settle on a plan.', path: '/barndominium-calculator' }],
      },
      {
        value: BudgetRange.From200kTo350k,
        label: '$200K – $350K',
        insight:
          'A range with real choices: most of our barndominium plans can be built in it, depending on size, finishes and how much site work your land needs. Site work is the number to pin down first.',
        next: QuizStep.FundingStatus,
        actions: [{ text: 'Check your range against a plan’s square footage in our barndominium calculator.', path: '/barndominium-calculator' }],
      },
      {
        value: BudgetRange.From350kTo500k,
        label: '$350K – $500K',
        insight:
          'That opens up the larger plans, a finished shop and upgraded finishes. Spend part of it on the envelope: thicker SIP walls and roof (R-24 to R-50) cost little extra now and lower every utility bill after.',
        next: QuizStep.FundingStatus,
        actions: [{ text: 'Compare our larger plans and price your favourite in the barndominium calculator.', path: '/barndominium-calculator' }],
      },
      {
        value: BudgetRange.Over500k,
        label: 'Over $500K',
        insight:
          'At this level a fully custom design is realistic, from a big shop to a finished lower level. SIP construction keeps a large home quick to build and efficient to heat and cool.',
        next: QuizStep.FundingStatus,
        actions: [{ text: 'Bring your must-have list to the discovery call; a custom design starts from it.' }],
      },
      {
        value: BudgetRange.Researching,
        label: 'Still researching costs',
        insight:
          'Start with numbers, not guesses. Our barndominium calculator turns square footage and finish level into a rough cost you can take to a lender, and a discovery call fills in what your land will need.',
        next: QuizStep.FundingStatus,
        actions: [{ text: 'Run the numbers in our barndominium calculator to get a first budget range.', path: '/barndominium-calculator' }],
      },
    ],
  },
  {
    id: QuizStep.FundingStatus,
    question: 'Have you talked to a lender or arranged financing?',
    helper: 'Cash, a construction loan or still figuring it out: every answer is fine.',
    progress: 54,
    options: yesNo(
      {
        insight:
          'Good. If it is a construction loan, ask the lender now about their draw schedule and how they appraise barndominiums: a SIP shell goes up fast, so draws come sooner than on a stick-built job.',
        next: QuizStep.DecisionTimeline,
        actions: [
          {
            text: 'Ask your lender for their draw schedule and appraisal requirements and share them with us; our financing guide lists the questions.',
            path: '/barndominium-financing',
          },
        ],
      },
      {
        insight:
          'Most owners who build use a construction-to-permanent loan: one closing, and it becomes a mortgage when the house is finished. Not every bank lends on barndominiums, so talk to lenders who do, and ask how they appraise them.',
        next: QuizStep.DecisionTimeline,
        actions: [
          {
            text: 'Read our financing guide, then talk to two lenders who finance barndominiums about a construction-to-permanent loan.',
            path: '/barndominium-financing',
          },
        ],
      },
    ),
  },
  {
    id: QuizStep.DecisionTimeline,
    question: 'When would you like to start building?',
    helper: 'From breaking ground, not from moving in.',
    progress: 63,
    options: [
      {
        value: DecisionTimeline.Asap,
        label: 'As soon as possible',
        insight:
          'To start soon, the bottleneck is paperwork, not construction: land, surveys, plans, permits and financing. Once those are done, a SIP shell goes up in about 7 days.',
        next: QuizStep.PrimaryUse,
        actions: [{ text: 'Book your discovery call this week so permits and financing can start in parallel.' }],
      },
      {
        value: DecisionTimeline.ThreeToSixMonths,
        label: 'In 3–6 months',
        insight:
          'That is a comfortable window if you start the paperwork now. Plans, permits and the loan approval take the longest; the build itself runs 30-50% faster than stick framing.',
        next: QuizStep.PrimaryUse,
        actions: [{ text: 'Plan backwards from your start date with our timeline guide.', path: '/timeline-guide' }],
      },
      {
        value: DecisionTimeline.SixToTwelveMonths,
        label: 'In 6–12 months',
        insight:
          'Enough time to do it right: settle the land and surveys first, then choose a plan and line up financing. Panel production is scheduled once the plan is final.',
        next: QuizStep.PrimaryUse,
        actions: [{ text: 'Plan backwards from your start date with our timeline guide.', path: '/timeline-guide' }],
      },
      {
        value: DecisionTimeline.TwelvePlusMonths,
        label: 'In more than a year',
        insight:
          'A long runway is an advantage: you can buy land carefully, save toward a down payment and watch lender options. Use the time for the slow steps, like surveys and design.',
        next: QuizStep.PrimaryUse,
        actions: [{ text: 'Use our timeline guide to see which steps to take first.', path: '/timeline-guide' }],
      },
      {
        value: DecisionTimeline.Exploring,
        label: 'Just exploring for now',
        insight:
          'Exploring is how good projects start. Learn how SIP construction works and what a 7-day shell install means for your schedule, and come back to the quiz whenever things change.',
        next: QuizStep.PrimaryUse,
        actions: [{ text: 'Read how SIP construction works in our SIP guide.', path: '/sip-info' }],
      },
    ],
  },
  {
    id: QuizStep.PrimaryUse,
    question: 'How will you mainly use the building?',
    helper: 'This shapes the floor plan, the shop and the permits.',
    progress: 72,
    options: [
      {
        value: PrimaryUse.FamilyHomeShop,
        label: 'Family home with a shop',
        insight:
          'The classic barndominium. Decide early whether the shop is heated: with SIP walls and roof at R-24 to R-50 a conditioned shop is affordable to run, and it changes the plan and the HVAC sizing.',
        next: QuizStep.DecisionMakers,
        actions: [],
      },
      {
        value: PrimaryUse.ShopLiving,
        label: 'Shop with living quarters',
        insight:
          'Shop-first with living space is a smart way to start. Ask your county whether living quarters in a shop change the permit or septic requirements, and ask lenders how they treat them.',
        next: QuizStep.DecisionMakers,
        actions: [],
      },
      {
        value: PrimaryUse.CustomHome,
        label: 'Custom home (no shop)',
        insight:
          'SIP panels are not just for barndominiums: the same tight, well-insulated shell works for any custom home, from a compact ranch to a two-story family house.',
        next: QuizStep.DecisionMakers,
        actions: [],
      },
      {
        value: PrimaryUse.Commercial,
        label: 'Commercial building',
        insight:
          'Commercial projects usually need stamped engineering and a commercial plan review, even in counties without a residential code. The fast SIP shell gets a business open sooner.',
        next: QuizStep.DecisionMakers,
        actions: [{ text: 'See what we build for businesses.', path: '/business' }],
      },
    ],
  },
  {
    id: QuizStep.DecisionMakers,
    question: 'Who else is part of this decision?',
    helper: 'We like to include everyone who has a say from the first call.',
    progress: 81,
    options: [
      {
        value: DecisionMakers.JustMe,
        label: 'Just me',
        insight: 'Deciding on your own keeps things simple. We will send everything in writing so you can compare it with other quotes at your own pace.',
        next: QuizStep.ContractorHelp,
        actions: [],
      },
      {
        value: DecisionMakers.SpousePartner,
        label: 'My spouse or partner',
        insight: 'Bring your partner to the discovery call: the floor plan, the shop and the budget go better when both of you shape them from the start.',
        next: QuizStep.ContractorHelp,
        actions: [{ text: 'Forward this e-mail to your spouse or partner and pick a call time that suits you both.' }],
      },
      {
        value: DecisionMakers.Family,
        label: 'My family',
        insight: 'A family decision deserves a plan everyone can see. Browse the designs together and shortlist the ones that fit how you live.',
        next: QuizStep.ContractorHelp,
        actions: [{ text: 'Browse our designs together and shortlist your family’s favourites.', path: '/designs' }],
      },
      {
        value: DecisionMakers.BusinessPartners,
        label: 'Business partners',
        insight: 'With partners involved, agree on budget, use and timeline first. We can put a written scope together that everyone can review.',
        next: QuizStep.ContractorHelp,
        actions: [{ text: 'Share this roadmap with your partners and agree on budget and timeline before the call.' }],
      },
      {
        value: DecisionMakers.Dog,
        label: 'My dog (they get a vote too)',
        insight:
          'Noted. We will ask about a mudroom, a dog-wash station and a fenced run, and well-sealed SIP walls keep the house at an even temperature for them too.',
        next: QuizStep.ContractorHelp,
        actions: [],
      },
      {
        value: DecisionMakers.Clergy,
        label: 'My pastor or faith advisor',
        insight: 'Plenty of families seek counsel on a decision this big. You are welcome to bring anyone you trust to the discovery call.',
        next: QuizStep.ContractorHelp,
        actions: [],
      },
      {
        value: DecisionMakers.ExtendedFamily,
        label: 'Extended family',
        insight:
          'Room for everyone is what acreage is for. If parents or relatives will live on the property, tell us early: it shapes the plan and can change the septic sizing.',
        next: QuizStep.ContractorHelp,
        actions: [{ text: 'Share this roadmap with your family and note who will live on the property.' }],
      },
      {
        value: DecisionMakers.StillDeciding,
        label: 'Still figuring that out',
        insight: 'That is fine. The discovery call is only 12 minutes and commits you to nothing, so it is an easy first conversation for anyone involved.',
        next: QuizStep.ContractorHelp,
        actions: [],
      },
    ],
  },
  {
    id: QuizStep.ContractorHelp,
    question: 'Would you like us to recommend or coordinate local contractors (site work, concrete, plumbing, electrical)?',
    helper: 'Some owners bring their own crews; others want one team to handle it.',
    progress: 90,
    options: yesNo(
      {
        insight:
          'We will. Coordinating site work, concrete, plumbing and electrical around a 7-day shell install is what keeps a build on schedule, and it is a big part of how SIP homes finish 30-50% faster.',
        next: null,
        actions: [{ text: 'Meet the contractor network we work with across northwest and central Missouri.', path: '/contractor-network' }],
      },
      {
        insight:
          'No problem: plenty of owners bring their own crews or act as their own general contractor. We share the panel schedule and drawings, and tell your foundation crew what SIP anchoring needs, so the shell goes up on time.',
        next: null,
        actions: [{ text: 'Share our building process with your crews so everyone knows the sequence.', path: '/building-process' }],
      },
    ),
  },
];

const STEPS_BY_ID = new Map(QUIZ_STEPS.map((step) => [step.id, step]));

export function quizStep(id: QuizStep): QuizStepDefinition {
  const step = STEPS_BY_ID.get(id);
  if (!step) throw new Error(`Quiz step ${id} is not defined`);
  return step;
}

export function quizOption(step: QuizStep, value: string): QuizOptionDefinition | undefined {
  return STEPS_BY_ID.get(step)?.options.find((option) => option.value === value);
}

/** Every path from the first step to completion, as step ids (for the counts and the tests). */
export function quizPaths(from: QuizStep = QUIZ_FIRST_STEP): QuizStep[][] {
  const nexts = [...new Set(quizStep(from).options.map((option) => option.next))];
  return nexts.flatMap((next) => (next === null ? [[from]] : quizPaths(next).map((path) => [from, ...path])));
}

/** Questions a visitor answers on the longest path (10: every path has the same length). */
export const QUIZ_TOTAL_QUESTIONS = Math.max(...quizPaths().map((path) => path.length));

/** Where an answer list leaves the branching, for a 400 that says what went wrong. */
export interface QuizPathError {
  /** The request field at fault: `answers`, `answers.3.step`, `answers.3.answer`. */
  field: string;
  message: string;
}

/**
 * The answers must be exactly one path from the first step to completion (spec §4): each
 * step the one its previous answer leads to, each answer an option of its step, nothing after
 * completion and nothing missing. Returns the first problem, or null when the path is valid.
 */
export function checkQuizPath(answers: ReadonlyArray<{ step: string; answer: string }>): QuizPathError | null {
  let expected: QuizStep | null = QUIZ_FIRST_STEP;
  let previous: { step: string; answer: string } | undefined;
  const seen = new Set<string>();
  for (const [i, { step, answer }] of answers.entries()) {
    if (expected === null) {
      return {
        field: `answers.${i}.step`,
        message: `The quiz is complete after ${previous!.step}; the extra answer for ${step} does not belong.`,
      };
    }
    if (step !== expected) {
      const field = `answers.${i}.step`;
      if (!previous) return { field, message: `The quiz answers must start with ${expected}, not ${step}.` };
      const problem = seen.has(step) ? `repeat ${step}` : 'skip a step';
      return { field, message: `The quiz answers ${problem}: after ${previous.step} = ${previous.answer} comes ${expected}.` };
    }
    const option = quizOption(step, answer);
    if (!option) {
      const choices = quizStep(step)
        .options.map((o) => o.value)
        .join(', ');
      return { field: `answers.${i}.answer`, message: `"${answer}" is not an answer to ${step}; choose one of: ${choices}.` };
    }
    seen.add(step);
    previous = { step, answer };
    expected = option.next;
  }
  if (expected !== null) {
    // An empty list never gets here (the DTO requires at least one answer), but say something true.
    const after = previous ? `after ${previous.step} = ${previous.answer} comes ${expected}` : `the quiz starts with ${expected}`;
    return { field: 'answers', message: `The quiz answers stop before the end: ${after}.` };
  }
  return null;
}
