/** Issue 30: the W-9's line 3a, federal tax classification. */
export enum TaxClassification {
  Individual = 'individual',
  CCorporation = 'c_corporation',
  SCorporation = 's_corporation',
  Partnership = 'partnership',
  TrustEstate = 'trust_estate',
  Llc = 'llc',
  Other = 'other',
}

/** An LLC's tax classification on the W-9: C corporation, S corporation or partnership. */
export enum LlcTaxClass {
  C = 'C',
  S = 'S',
  P = 'P',
}

export enum TinType {
  Ssn = 'ssn',
  Ein = 'ein',
}

/** How a partner is paid: by ACH transfer to a bank account, or a check mailed to the W-9's address. */
export enum PayoutMethodKind {
  Ach = 'ach',
  Check = 'check',
}

export enum BankAccountType {
  Checking = 'checking',
  Savings = 'savings',
}
