import { ContactSubject } from "@/api/generated/model";

/** spec §5 subject choices of the contact form, in the spec's order (the form and the staff's quote requests). */
export const SUBJECT_LABELS: Readonly<Record<ContactSubject, string>> = {
  [ContactSubject.design]: "Home Design Inquiry",
  [ContactSubject.general]: "General Information",
  [ContactSubject.pricing]: "Pricing Questions",
  [ContactSubject.other]: "Other",
};
