/**
 * Staff words for portfolio photos (issue 31) and the address of the moderation list narrowed to
 * one listing. Only words: which decisions are allowed is the server's answer (`allowedStatuses`).
 */
import { ContractorPhotoStatus } from "@/api/generated/model";
import type { Tone } from "../../components/staff/office-labels";
import { adminPages } from "./pages";

export const PHOTO_STATUS_LABEL: Readonly<Record<ContractorPhotoStatus, string>> = {
  [ContractorPhotoStatus.pending]: "Pending",
  [ContractorPhotoStatus.approved]: "Approved",
  [ContractorPhotoStatus.rejected]: "Rejected",
};

export const PHOTO_STATUS_TONE: Readonly<Record<ContractorPhotoStatus, Tone>> = {
  [ContractorPhotoStatus.pending]: "warn",
  [ContractorPhotoStatus.approved]: "good",
  [ContractorPhotoStatus.rejected]: "neutral",
};

/** The moderation list narrowed to one listing's photos. */
export function contractorPhotosPath(contractorId: number): string {
  return `${adminPages.contractorPhotos.path}?contractorId=${contractorId}`;
}
