/** spec §4: the readiness quiz's question steps (welcome and completion are screens, not steps). */
export enum QuizStep {
  LandOwnership = 'landOwnership',
  LandSearchHelp = 'landSearchHelp',
  SiteSurvey = 'siteSurvey',
  BuildingPlans = 'buildingPlans',
  PermitStatus = 'permitStatus',
  BudgetRange = 'budgetRange',
  FundingStatus = 'fundingStatus',
  DecisionTimeline = 'decisionTimeline',
  PrimaryUse = 'primaryUse',
  DecisionMakers = 'decisionMakers',
  ContractorHelp = 'contractorHelp',
}

/** spec §3: the answer of the yes/no steps. */
export enum YesNoAnswer {
  Yes = 'yes',
  No = 'no',
}

/** spec §3 budgetRange options. */
export enum BudgetRange {
  Under200k = 'under-200k',
  From200kTo350k = '200k-350k',
  From350kTo500k = '350k-500k',
  Over500k = 'over-500k',
  Researching = 'researching',
}

/** spec §3 decisionTimeline options. */
export enum DecisionTimeline {
  Asap = 'asap',
  ThreeToSixMonths = '3-6-months',
  SixToTwelveMonths = '6-12-months',
  TwelvePlusMonths = '12-plus-months',
  Exploring = 'exploring',
}

/** spec §3 primaryUse options. */
export enum PrimaryUse {
  FamilyHomeShop = 'family-home-shop',
  ShopLiving = 'shop-living',
  CustomHome = 'custom-home',
  Commercial = 'commercial',
}

/** spec §3 decisionMakers options, the spec's odd ones (dog, clergy) included. */
export enum DecisionMakers {
  JustMe = 'just-me',
  SpousePartner = 'spouse-partner',
  Family = 'family',
  BusinessPartners = 'business-partners',
  Dog = 'dog',
  Clergy = 'clergy',
  ExtendedFamily = 'extended-family',
  StillDeciding = 'still-deciding',
}
