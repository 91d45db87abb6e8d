/**
 * The lead score (issue 28) as the office reads it: the band in words (Hot, Warm, Cold: never
 * colour alone), the total, fit and engagement as separate numbers, and the server's reasons.
 * Every number and reason comes from the API (lead-score-rules.ts on the server); nothing is worked out here.
 */
import { LeadScoreBand, type AdminLeadSummaryDto } from "@/api/generated/model";
import type { Tone } from "@/components/staff/office-labels";
import { Pill } from "../../components/staff/office-parts";
// The scale's maximums come from the API document (the server's lead-score-rules.ts), not a copy here.
import { getLeadResponseEngagementScoreMax, getLeadResponseFitScoreMax } from "@/api/generated/zod/admin-leads/admin-leads.zod";

export const SCORE_BAND_LABEL: Readonly<Record<LeadScoreBand, string>> = {
  [LeadScoreBand.hot]: "Hot",
  [LeadScoreBand.warm]: "Warm",
  [LeadScoreBand.cold]: "Cold",
};

const SCORE_BAND_TONE: Readonly<Record<LeadScoreBand, Tone>> = {
  [LeadScoreBand.hot]: "alert",
  [LeadScoreBand.warm]: "warn",
  [LeadScoreBand.cold]: "info",
};

type Scored = Pick<AdminLeadSummaryDto, "score" | "scoreBand">;
type ScoredInFull = Scored & Pick<AdminLeadSummaryDto, "fitScore" | "engagementScore" | "scoreReasons">;

/** "Hot · 62": the band in words and the score out of 100. */
export function ScoreBadge({ lead }: { lead: Scored }) {
  return (
    <Pill tone={SCORE_BAND_TONE[lead.scoreBand]}>
      {SCORE_BAND_LABEL[lead.scoreBand]} · {lead.score}
      <span className="sr-only"> out of 100</span>
    </Pill>
  );
}

/** 'Fit 50 · engagement 12'. */
export function scoreParts(lead: Pick<AdminLeadSummaryDto, "fitScore" | "engagementScore">): string {
  return `Fit ${lead.fitScore} · engagement ${lead.engagementScore}`;
}

/** 'Owns land · Financing arranged · Viewed 3 plans this week', or a sentence when there is none. */
export function reasonsText(reasons: readonly string[]): string {
  return reasons.length ? reasons.join(" · ") : "Nothing that scores yet";
}

/** A list row's score cell: the badge, the reasons, then fit and engagement. */
export function ScoreCell({ lead }: { lead: ScoredInFull }) {
  return (
    <>
      <ScoreBadge lead={lead} />
      <div className="mt-1 text-xs text-stone-700 dark:text-stone-300">{reasonsText(lead.scoreReasons)}</div>
      <div className="text-xs text-stone-600 dark:text-stone-400">{scoreParts(lead)}</div>
    </>
  );
}

/** The lead page's panel: fit and engagement apart, out of their maximums, and every reason. */
export function LeadScorePanel({ lead }: { lead: ScoredInFull }) {
  return (
    <div className="grid gap-3">
      <p>
        <ScoreBadge lead={lead} />
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">Fit (quiz answers)</dt>
          <dd className="text-stone-900 dark:text-stone-100">
            {lead.fitScore} of {getLeadResponseFitScoreMax}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">Engagement (on the site, fades over 30 days)</dt>
          <dd className="text-stone-900 dark:text-stone-100">
            {lead.engagementScore} of {getLeadResponseEngagementScoreMax}
          </dd>
        </div>
      </dl>
      {lead.scoreReasons.length ? (
        <ul aria-label="Why" className="list-disc pl-5 text-sm text-stone-800 dark:text-stone-200">
          {lead.scoreReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">Nothing that scores yet: no quiz answers that count and nothing done on the site.</p>
      )}
    </div>
  );
}
