/**
 * Staff words for the plan catalogue's values (issue 31): a plan's status, the button of each move,
 * and the kinds of picture. Only words: which moves are allowed is the server's answer
 * (`allowedStatuses`, design-status-flow.ts), never decided here.
 */
import { DesignImageKind, DesignStatus } from "@/api/generated/model";
import type { Tone } from "../../components/staff/office-labels";

export const PLAN_STATUS_LABEL: Readonly<Record<DesignStatus, string>> = {
  [DesignStatus.active]: "Active",
  [DesignStatus.archived]: "Archived",
  [DesignStatus.draft]: "Draft",
};

export const PLAN_STATUS_TONE: Readonly<Record<DesignStatus, Tone>> = {
  [DesignStatus.active]: "good",
  [DesignStatus.archived]: "neutral",
  [DesignStatus.draft]: "warn",
};

/** What each status means for buyers, shown beside it on the plan's page. */
export const PLAN_STATUS_MEANING: Readonly<Record<DesignStatus, string>> = {
  [DesignStatus.active]: "In the catalogue: buyers can find, compare, save and reserve it.",
  [DesignStatus.archived]:
    "Out of the catalogue, the comparison and the sitemap. Its page still opens for anyone with the link, and buyers who saved it or paid a deposit on it keep it.",
  [DesignStatus.draft]: "Only the office sees it. Buyers get “page not found” until you publish it.",
};

/** The button that moves a plan to a status. */
export const PLAN_MOVE_LABEL: Readonly<Record<DesignStatus, string>> = {
  [DesignStatus.active]: "Offer this plan",
  [DesignStatus.archived]: "Archive this plan",
  [DesignStatus.draft]: "Make it a draft",
};

export const PICTURE_KIND_LABEL: Readonly<Record<DesignImageKind, string>> = {
  [DesignImageKind.floor_plan]: "Floor plan",
  [DesignImageKind.photo]: "Photo",
  [DesignImageKind.rendering]: "Rendering",
};

export const adminPlanPath = (id: number) => `/admin/designs/${id}`;
