/**
 * The words of the follow-up e-mails (issue 13), all in this one file: step 1 (day 2) the next
 * steps for the lead's land, survey, plans and permits; step 2 (day 5) cost and financing for
 * their budget with one plan from the catalogue that fits it; step 3 (day 10) a plain note
 * offering the 12-minute call. Each is built from the lead's quiz answers (a lead from the
 * discovery form has none and gets the general wording), as text and HTML, and links the hub
 * with the lead's access token, the booking page and an unsubscribe page; it replies to the
 * business and carries the postal address (CAN-SPAM).
 */
import type { AppConfig } from '../../config/app-config';
import businessDefaults from '../../config/business-defaults.json';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import { formatDollars } from '../deposits/deposit-terms';
import { CATALOGUE, type CataloguePlan } from '../designs/catalogue';
import { DesignCategory } from '../designs/designs.enums';
import { estimateCost } from '../estimates/cost-model/cost-model';
import { DEFAULT_ESTIMATE_OPTIONS } from '../estimates/cost-model/cost-rates';
import type { QuizAnswerRecord } from '../leads/quiz-answer-record';
import { quizOption } from '../leads/quiz-definition';
import { BudgetRange, PrimaryUse, QuizStep, YesNoAnswer } from '../leads/quiz.enums';

export type FollowUpMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'bookingUrl' | 'businessEmail' | 'businessPhone'>;

/** What the copy needs of a lead. */
export interface FollowUpLead {
  email: string;
  firstName: string;
  /** The hub link's token (kept by the page as `accessToken`). */
  accessToken: string;
  quizAnswers: readonly QuizAnswerRecord[] | null;
}

/** The links every follow-up carries. */
export interface FollowUpLinks {
  /** PUBLIC_BASE_URL/unsubscribe#token=… (the page POSTs the token; a GET never unsubscribes). */
  unsubscribePage: string;
}

export const FOLLOW_UP_COPY_STEPS = 3;

const link = (config: FollowUpMailConfig, path: string) => `${config.publicBaseUrl}${path}`;

function answerOf(lead: FollowUpLead, step: QuizStep): string | undefined {
  return lead.quizAnswers?.find((answer) => answer.step === step)?.answer;
}

export function postalAddress(): string {
  const { street, city, state, zip } = businessDefaults.address;
  return `${businessDefaults.businessName}, ${street}, ${city}, ${state} ${zip}`;
}

/** The closing every follow-up shares: hub, call, reply, why they get this, address, unsubscribe. */
function closing(config: FollowUpMailConfig, lead: FollowUpLead, links: FollowUpLinks): string[] {
  return [
    `Your resource hub, unlocked for you: ${link(config, `/unlock#access=${lead.accessToken}`)}`,
    `Book a 12-minute discovery call: ${config.bookingUrl}`,
    'Questions? Just reply to this e-mail: we answer every message within 24 hours.',
    `You are getting this because you asked us about building at ${config.publicBaseUrl.replace(/^https?:\/\//, '')}. Our address: ${postalAddress()}.`,
    `No more of these e-mails: ${links.unsubscribePage}`,
  ];
}

/** Step 1, day 2: the next step for each of land, survey, plans and permits. */
function nextStepsEmail(config: FollowUpMailConfig, lead: FollowUpLead, links: FollowUpLinks): OutgoingMail {
  const land = answerOf(lead, QuizStep.LandOwnership);
  const survey = answerOf(lead, QuizStep.SiteSurvey);
  const plans = answerOf(lead, QuizStep.BuildingPlans);
  const permits = answerOf(lead, QuizStep.PermitStatus);
  const landLine =
    land === YesNoAnswer.Yes
      ? 'LAND: you already own your lot, the hardest part for most people. Walk it with the house in mind: where the drive comes in, where the sun rises, where water runs after a storm.'
      : land === YesNoAnswer.No
        ? `LAND: finding the right lot comes first. Our land search guide lists what to check before you make an offer (access, utilities, soil, zoning): ${link(config, '/land-search-guide')}`
        : `LAND: whether you own a lot or are still looking, check access, utilities, soil and zoning before anything else: ${link(config, '/land-search-guide')}`;
  const surveyLine =
    survey === YesNoAnswer.Yes
      ? 'SURVEY: your survey is done, so your site plan can start from real boundaries and levels. Keep a copy handy for the call.'
      : `SURVEY: a boundary survey, a topographic survey and a septic perc test tell you where the house can sit and what site work will cost. Order them early; they often take weeks: ${link(config, '/site-prep-guide')}`;
  const plansLine =
    plans === YesNoAnswer.Yes
      ? 'PLANS: you have plans or a design in mind. Send them over (just reply to this e-mail) and we will tell you how they translate to SIP panels.'
      : `PLANS: browse our barndominium and home plans and pick two or three you like; any of them can be changed to fit you: ${link(config, '/designs')}`;
  const permitsLine =
    permits === YesNoAnswer.Yes
      ? 'PERMITS: you have checked your permits already. Note which offices you talked to; we will line up the drawings they need.'
      : `PERMITS: call your county (or city) office about building, zoning and septic permits for your parcel. Our permit guide tells you what to ask: ${link(config, '/building-permits')}`;
  const subject = `${lead.firstName}, your next steps: land, survey, plans and permits`;
  const body = [
    `Hi ${lead.firstName},`,
    'A couple of days ago you asked us about building a barndominium or SIP home. Here are the four things that move a project from idea to ground-breaking, with the next step for each that fits what you told us.',
    landLine,
    surveyLine,
    plansLine,
    permitsLine,
    'Want us to look at your situation with you? That is what the 12-minute discovery call is for.',
    ...closing(config, lead, links),
  ].join('\n\n');
  return { to: lead.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

/** What each budget answer aims at, in US cents (the middle of the range; over $500K: $600K). */
const BUDGET_TARGET_CENTS: Readonly<Record<string, number>> = {
  [BudgetRange.Under200k]: 180_000_00,
  [BudgetRange.From200kTo350k]: 275_000_00,
  [BudgetRange.From350kTo500k]: 425_000_00,
  [BudgetRange.Over500k]: 600_000_00,
};

/** The plan the spec's hub features first: the pick when a lead gave no budget. */
const DEFAULT_PLAN_SLUG = 'rose-mount';

/** A plan's estimate with the calculators' defaults (SIP shell, standard finish, a bare lot near St. Joseph). */
export function defaultEstimate(plan: CataloguePlan): { lowCents: number; highCents: number; totalCents: number } {
  const options = DEFAULT_ESTIMATE_OPTIONS;
  return estimateCost({
    livingSquareFeet: plan.livingSquareFeet,
    shopSquareFeet: plan.shopSquareFeet ?? 0,
    finishLevel: options.finishLevel,
    shell: options.shell,
    region: options.region,
    siteWork: {
      needsWell: options.needsWell,
      needsSeptic: options.needsSeptic,
      drivewayFeet: options.drivewayFeet,
      slope: options.slope,
      padAndUtilitiesReady: options.padAndUtilitiesReady,
    },
    sipWallRValue: plan.wallRValue,
    sipRoofRValue: plan.roofRValue,
  });
}

/**
 * One catalogue plan that fits the lead: a custom home gets a residential plan, everyone else a
 * barndominium (house and shop); of those, the one whose estimate is nearest the budget.
 */
export function fittingPlan(answers: readonly QuizAnswerRecord[] | null): CataloguePlan {
  const budget = answers?.find((answer) => answer.step === QuizStep.BudgetRange)?.answer;
  const use = answers?.find((answer) => answer.step === QuizStep.PrimaryUse)?.answer;
  const target = budget ? BUDGET_TARGET_CENTS[budget] : undefined;
  if (target === undefined) return CATALOGUE.find((plan) => plan.slug === DEFAULT_PLAN_SLUG)!;
  const category = use === PrimaryUse.CustomHome ? DesignCategory.Residential : DesignCategory.Barndominium;
  const distance = (plan: CataloguePlan) => Math.abs(defaultEstimate(plan).totalCents - target);
  return CATALOGUE.filter((plan) => plan.category === category).reduce((best, plan) => (distance(plan) < distance(best) ? plan : best));
}

/** Step 2, day 5: what building costs for their budget, how to finance it, and one plan that fits. */
function costAndFinancingEmail(config: FollowUpMailConfig, lead: FollowUpLead, links: FollowUpLinks): OutgoingMail {
  const budget = answerOf(lead, QuizStep.BudgetRange);
  const budgetLabel = budget ? quizOption(QuizStep.BudgetRange, budget)?.label : undefined;
  const funding = answerOf(lead, QuizStep.FundingStatus);
  const plan = fittingPlan(lead.quizAnswers);
  const estimate = defaultEstimate(plan);
  const areas = `${plan.livingSquareFeet.toLocaleString('en-US')} sq ft of living space${plan.shopSquareFeet ? ` and a ${plan.shopSquareFeet.toLocaleString('en-US')} sq ft shop` : ''}, ${plan.bedrooms} bedrooms`;
  const budgetLine =
    budgetLabel && budget !== BudgetRange.Researching
      ? `YOUR BUDGET: you told us ${budgetLabel}. Count the house, the shop and the site work (well, septic, drive, pad and power), but not the land. Site work is the number that moves most from lot to lot, so pin it down first.`
      : 'YOUR BUDGET: start with numbers, not guesses. A build costs the house, the shop and the site work (well, septic, drive, pad and power); site work moves most from lot to lot.';
  const fundingLine =
    funding === YesNoAnswer.Yes
      ? `FINANCING: you have talked to a lender already. Ask them how a construction-to-permanent loan draws money during a build; a SIP shell goes up in about 7 days, which shortens the costly construction phase. More in our financing guide: ${link(config, '/barndominium-financing')}`
      : `FINANCING: most barndominiums are financed with a construction-to-permanent loan from a local bank or farm-credit lender. Our financing guide explains the options and what lenders ask for: ${link(config, '/barndominium-financing')}`;
  const subject = `${lead.firstName}, what your barndominium could cost, and how to finance it`;
  const body = [
    `Hi ${lead.firstName},`,
    'Cost is the question everyone asks first, so here are real numbers for a build like yours.',
    budgetLine,
    `A PLAN THAT FITS: the ${plan.name}, ${areas}. Built with SIP panels on a bare lot near St. Joseph with standard finishes, our estimate is ${formatDollars(estimate.lowCents)} to ${formatDollars(estimate.highCents)}, site work included. See the plan and change the assumptions: ${link(config, `/designs/${plan.slug}`)}`,
    fundingLine,
    `Try other sizes and finishes in our barndominium calculator: ${link(config, '/barndominium-calculator')}`,
    ...closing(config, lead, links),
  ].join('\n\n');
  return { to: lead.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

/** Step 3, day 10: a short personal note offering the call. */
function callOfferEmail(config: FollowUpMailConfig, lead: FollowUpLead, links: FollowUpLinks): OutgoingMail {
  const subject = `A quick question, ${lead.firstName}`;
  const body = [
    `Hi ${lead.firstName},`,
    'I wanted to check in once more. Planning a build raises a lot of questions, and most of them are easier to answer in a short conversation than by e-mail.',
    'If it would help, book a 12-minute call with us. We will talk through your land, your budget and your timeline, and you will leave with a clear next step, whether or not you build with us.',
    `Pick a time here: ${config.bookingUrl}`,
    'Or simply reply to this e-mail with your question. Either way, thank you for considering us.',
    ...closing(config, lead, links),
  ].join('\n\n');
  return { to: lead.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

const STEPS = [nextStepsEmail, costAndFinancingEmail, callOfferEmail] as const;

/** The e-mail of step `step` (1-based) for this lead; headers (List-Unsubscribe) are added by the sender of the sequence. */
export function followUpEmail(step: number, config: FollowUpMailConfig, lead: FollowUpLead, links: FollowUpLinks): OutgoingMail {
  const build = STEPS[step - 1];
  if (!build) throw new Error(`followUpEmail: no copy for step ${step}`);
  return build(config, lead, links);
}
