/**
 * "Track your links" on /affiliate-dashboard (issue 30): a link builder (a campaign sub-id → the
 * link to copy), the first-touch rule in the server's words (referral-attribution-rule.ts), the
 * promo code, and getMyReferralStats per link (the plain link, each sub-id, the promo code) over
 * the weeks in the URL's `statsWeeks` and week by week.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useGetMyReferralStats } from "@/api/generated/endpoints/partner-portal/partner-portal";
import { ReferralStatsChannel, type ReferralStatsRowDto } from "@/api/generated/model";
import { DashboardSection, NoValue } from "@/components/dashboard-parts";
import { FIELD_INPUT, FIELD_LABEL, ListProblem, Loading, StaffTable, TD, TH } from "@/components/staff/list-parts";
import { formatCalendarDate } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import { SUB_ID_PATTERN } from "@shared/referral-program";
import { CopyableLink } from "./copyable-link";

/** The URL parameter of the stats' range (kept apart from the referrals list's parameters). */
export const STATS_WEEKS_PARAM = "statsWeeks";
export const STATS_WEEK_CHOICES = [4, 12, 26, 52] as const;
const DEFAULT_WEEKS = 12;

/** A sub-id the builder accepts: what the server keeps of `?sub=` (letters, digits, - _ .), 50 characters at most. */
export const SUB_ID_PROBLEM = "Use letters, digits, dashes (-), dots and underscores only, up to 50 characters (for example spring-flyer).";

/** The weeks the URL asks for, when it is one of the choices; else the default. */
export function statsWeeksOf(value: string | null): number {
  const weeks = Number(value);
  return (STATS_WEEK_CHOICES as readonly number[]).includes(weeks) ? weeks : DEFAULT_WEEKS;
}

/** The partner's link with a campaign sub-id (`&sub=`), or the plain link without one. */
export function linkWithSubId(referralLink: string, subId: string): string {
  if (!subId) return referralLink;
  const url = new URL(referralLink);
  url.searchParams.set("sub", subId);
  return url.toString();
}

/** A row's name in the tables: the main link, a sub-id's link, or the promo code. */
export function linkLabel(row: Pick<ReferralStatsRowDto, "channel" | "subId">, promoCode: string | null): string {
  if (row.channel === ReferralStatsChannel.promo_code) return `Promo code ${promoCode ?? ""}`.trim();
  return row.subId === null ? "Main link (no sub-id)" : `Sub-id ${row.subId}`;
}

const rate = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function ConversionRate({ value }: { value: number | null }) {
  return value === null ? <NoValue words="no clicks to compare" /> : <>{rate.format(value)}%</>;
}

export function LinkTrackingSection({ referralLink }: { referralLink: string }) {
  const [search, setSearch] = useSearchParams();
  const weeks = statsWeeksOf(search.get(STATS_WEEKS_PARAM));
  const stats = useGetMyReferralStats({ weeks });
  const data = stats.data;

  function chooseWeeks(value: string) {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (Number(value) === DEFAULT_WEEKS) next.delete(STATS_WEEKS_PARAM);
      else next.set(STATS_WEEKS_PARAM, value);
      return next;
    });
  }

  return (
    <DashboardSection
      id="link-tracking"
      title="Track your links"
      intro="Make a link for each place you share it (a flyer, a newsletter, a social post) and see which one brings you clicks, referrals and sales."
    >
      <LinkBuilder referralLink={referralLink} />
      {data ? <p className="mt-6 leading-relaxed font-semibold text-stone-900 dark:text-white">{data.attributionRule}</p> : null}

      <div className="mt-8">
        <label htmlFor="stats-weeks" className={FIELD_LABEL}>
          Weeks shown
        </label>
        <select id="stats-weeks" value={String(weeks)} onChange={(event) => chooseWeeks(event.target.value)} className={`${FIELD_INPUT} max-w-xs`}>
          {STATS_WEEK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              Last {choice} weeks
            </option>
          ))}
        </select>
      </div>

      <div className="mt-6 grid gap-8">
        {stats.isError ? (
          <ListProblem error={stats.error} retry={() => void stats.refetch()} />
        ) : !data ? (
          <Loading what="your link numbers" />
        ) : (
          <>
            <div>
              <h3 className="mb-2 text-lg font-bold text-stone-900 dark:text-white">Since {formatCalendarDate(data.since)}</h3>
              <StatsTable caption={`Your links since ${formatCalendarDate(data.since)}`} rows={data.links} promoCode={data.promoCode} />
              <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
                Clicks are visits through the link (one per visitor every half hour; search engines and link previews are not counted). Leads are referrals that
                came in through it, counted in the week they came in; conversions are those that became a sale. Conversion rate is leads per click.
              </p>
            </div>
            <div>
              <h3 className="mb-2 text-lg font-bold text-stone-900 dark:text-white">Week by week</h3>
              {data.byWeek.length === 0 ? (
                <p className="text-stone-700 dark:text-stone-300">No clicks or referrals in these weeks yet. Share your link and check back here.</p>
              ) : (
                <StatsTable caption="Your links week by week" rows={data.byWeek} promoCode={data.promoCode} />
              )}
            </div>
          </>
        )}
      </div>
    </DashboardSection>
  );
}

function StatsTable({ caption, rows, promoCode }: { caption: string; rows: Array<ReferralStatsRowDto & { weekStart?: string }>; promoCode: string | null }) {
  const byWeek = rows.some((row) => row.weekStart !== undefined);
  return (
    <StaffTable
      caption={caption}
      head={
        <>
          {byWeek ? (
            <th scope="col" className={TH}>
              Week of
            </th>
          ) : null}
          <th scope="col" className={TH}>
            Link
          </th>
          <th scope="col" className={TH}>
            Clicks
          </th>
          <th scope="col" className={TH}>
            Leads
          </th>
          <th scope="col" className={TH}>
            Conversions
          </th>
          <th scope="col" className={TH}>
            Conversion rate
          </th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={`${row.weekStart ?? ""}|${row.channel}|${row.subId ?? ""}`}>
          {byWeek ? <td className={TD}>{row.weekStart ? formatCalendarDate(row.weekStart) : null}</td> : null}
          <th scope="row" className={`${TD} text-left font-semibold`}>
            {linkLabel(row, promoCode)}
          </th>
          <td className={`${TD} tabular-nums`}>
            {row.channel === ReferralStatsChannel.promo_code ? <NoValue words="not a link" /> : formatNumber(row.clicks)}
          </td>
          <td className={`${TD} tabular-nums`}>{formatNumber(row.leads)}</td>
          <td className={`${TD} tabular-nums`}>{formatNumber(row.conversions)}</td>
          <td className={`${TD} tabular-nums`}>
            <ConversionRate value={row.conversionRatePercent} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

function LinkBuilder({ referralLink }: { referralLink: string }) {
  const [subId, setSubId] = useState("");
  const trimmed = subId.trim();
  const problem = trimmed && !SUB_ID_PATTERN.test(trimmed) ? SUB_ID_PROBLEM : null;
  const link = problem ? null : linkWithSubId(referralLink, trimmed);

  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor="link-builder-sub-id" className={FIELD_LABEL}>
          Campaign name (sub-id)
        </label>
        <input
          id="link-builder-sub-id"
          type="text"
          maxLength={50}
          autoComplete="off"
          spellCheck={false}
          value={subId}
          onChange={(event) => {
            setSubId(event.target.value);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby="link-builder-sub-id-help"
          className={`${FIELD_INPUT} max-w-md`}
        />
        <p
          id="link-builder-sub-id-help"
          className={problem ? "mt-1 text-sm font-medium text-red-700 dark:text-red-300" : "mt-1 text-sm text-stone-700 dark:text-stone-300"}
        >
          {problem ?? "Optional. A short name for where you share this link, such as spring-flyer or newsletter; leave it empty for your main link."}
        </p>
      </div>
      <CopyableLink id="link-builder-output" label="Link to share" link={link} buttonText="Copy this link" />
    </div>
  );
}
