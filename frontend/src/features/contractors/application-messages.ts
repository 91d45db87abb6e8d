/**
 * The messages the form shows beside its fields: the server's own words (test/form-messages.e2e-spec.ts
 * posts empty and over-long bodies to the API and compares), so this copy cannot drift from it.
 */
import {
  applyContractorBodyServiceAreasMax,
  applyContractorBodyBusinessAddressMax,
  applyContractorBodyDescriptionMax,
  applyContractorBodyLicenseNumberMax,
  applyContractorBodySpecialtiesMax,
} from "../../api/generated/zod/contractors/contractors.zod";

// The API's words for each field (ApplyContractorDto), so the client and the server say the same.
export const APPLICATION_MESSAGES = {
  name: "Business name is required.",
  contactName: "Contact name is required.",
  email: "Please enter a valid email address",
  phone: "Please enter a phone number with area code, using digits, spaces and + ( ) - . only.",
  website: "Please enter a valid website address starting with http:// or https://, or leave it empty.",
  yearsInBusiness: "Years in business must be a whole number from 0 to 150.",
  licenseNumber: `License number must be at most ${applyContractorBodyLicenseNumberMax} characters.`,
  businessAddress: `Business address must be at most ${applyContractorBodyBusinessAddressMax} characters.`,
  description: `Description must be at most ${applyContractorBodyDescriptionMax} characters.`,
  specialties: `Choose 1 to ${applyContractorBodySpecialtiesMax} specialties.`,
  serviceAreas: `Add 1 to ${applyContractorBodyServiceAreasMax} service areas.`,
} as const;
