/** spec §3 contractor_specialties.specialty, the spec's list verbatim; PostgreSQL enum `contractor_specialty`. */
export enum ContractorSpecialty {
  CustomHomes = 'custom_homes',
  Renovations = 'renovations',
  LuxuryFinishes = 'luxury_finishes',
  EnergyEfficient = 'energy_efficient',
  TraditionalHomes = 'traditional_homes',
  ModernDesigns = 'modern_designs',
  EcoFriendly = 'eco_friendly',
  SmartHomes = 'smart_homes',
  CustomWoodwork = 'custom_woodwork',
  Carpentry = 'carpentry',
  FinishCarpentry = 'finish_carpentry',
  Plumbing = 'plumbing',
  Electrical = 'electrical',
  Hvac = 'hvac',
  Drywall = 'drywall',
  Painting = 'painting',
  Flooring = 'flooring',
  Tiling = 'tiling',
  Cabinetry = 'cabinetry',
  Insulation = 'insulation',
  InteriorDesign = 'interior_design',
  Lighting = 'lighting',
  SipInstallation = 'sip_installation',
  SipPanelExpertise = 'sip_panel_expertise',
  EnergyRating = 'energy_rating',
}

/** Where a listing stands (issue 15); only `approved` is public. PostgreSQL enum `contractor_status`. */
export enum ContractorStatus {
  Pending = 'pending',
  Approved = 'approved',
  Rejected = 'rejected',
  Unpublished = 'unpublished',
}

/** A homeowner's request to one contractor. PostgreSQL enum `contractor_inquiry_status`. */
export enum ContractorInquiryStatus {
  New = 'new',
  Replied = 'replied',
  Closed = 'closed',
  /** issue 31: the contractor (or the office) says the homeowner hired them and the job is done; the homeowner got a review link. */
  JobDone = 'job_done',
}

/** A review's moderation state; only `published` is public. PostgreSQL enum `contractor_review_status`. */
export enum ContractorReviewStatus {
  Pending = 'pending',
  Published = 'published',
  Rejected = 'rejected',
}

/** What the office did in a verification row. PostgreSQL enum `contractor_verification_action`. */
export enum ContractorVerificationAction {
  Verify = 'verify',
  Unverify = 'unverify',
}

/** Who wrote a message of an inquiry's dashboard thread (issue 27); PostgreSQL enum `contractor_inquiry_message_direction`. */
export enum ContractorInquiryMessageDirection {
  /** The contractor's reply from the dashboard. */
  Contractor = 'contractor',
  /** The homeowner's e-mail reply to the inquiry's reply address. */
  Homeowner = 'homeowner',
}

/**
 * Why the office removed a review (issue 31): the published reasons only, worded in
 * shared/review-removal-reasons.ts. PostgreSQL enum `contractor_review_removal_reason`.
 */
export enum ReviewRemovalReason {
  PersonalData = 'personal_data',
  OffTopic = 'off_topic',
  Abuse = 'abuse',
  ConflictOfInterest = 'conflict_of_interest',
}

/** Who marked an inquiry's job done (issue 31); PostgreSQL enum `contractor_job_done_by`. */
export enum JobDoneBy {
  Contractor = 'contractor',
  Office = 'office',
}

/** A portfolio photo's moderation state (issue 31); only `approved` is public. PostgreSQL enum `contractor_photo_status`. */
export enum ContractorPhotoStatus {
  Pending = 'pending',
  Approved = 'approved',
  Rejected = 'rejected',
}
