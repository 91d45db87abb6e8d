/**
 * The pipeline board of /admin/leads?view=board (issue 27): one column per stage with its count
 * and its newest cards (listLeadBoard; the full column is the list filtered to that stage). A card
 * moves with its "Move to" menu and button (keyboard first; no drag and drop), which sends the
 * same updateLead as the lead page, with the updatedAt the board read; a refusal (409: changed by
 * someone else, or a move the pipeline does not allow) is shown on the card as the server says it.
 */
import { reasonsText, ScoreBadge } from "./lead-score";
import { formatCents } from "@/lib/currency";
import { formatBusinessDateTime } from "@/lib/dates";
import { TASK_KIND_LABEL } from "./lead-next-steps";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { getListLeadBoardQueryKey, getListLeadsQueryKey, useListLeadBoard, useUpdateLead } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { LeadStatus, type AdminLeadSummaryDto, type LeadBoardColumnDto, type ListLeadBoardParams, type StatedBudgetsDto } from "@/api/generated/model";
import { ChangeProblemAlert, changeProblemOf, type ChangeProblem } from "@/components/staff/change-problem";
import { toast } from "@/components/toast/use-toast";
import { formatNumber } from "@/lib/number";
import { FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading } from "../../components/staff/list-parts";
import { useListSearch, withChanges, searchString } from "../../components/staff/list-search";
import { LEAD_STATUS_LABEL, leadName } from "./lead-labels";
import { leadPath } from "./office-links";
import { adminPages } from "./pages";
import { StaleBadge } from "./stale-badge";

const DAY_MS = 86_400_000;

/** "today", "1 day", "3 days": whole days since an instant. */
export function daysSince(instant: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(instant)) / DAY_MS));
  return days === 0 ? "today" : days === 1 ? "1 day" : `${formatNumber(days)} days`;
}

export function LeadBoard() {
  const { params, update } = useListSearch();
  const { view: _view, ...filters } = params;
  // The URL's values go to the server as they are: it validates them and says what it refuses.
  const board = useListLeadBoard(filters as ListLeadBoardParams);
  const boardHref = `${adminPages.leads.path}${searchString(withChanges(new URLSearchParams(), { view: "board" }))}`;
  const stale = typeof params.stale === "string" ? params.stale : "";

  return (
    <>
      <FilterForm label="Filter the board" onApply={update} clearTo={boardHref}>
        <div>
          <label htmlFor="board-stale" className={FIELD_LABEL}>
            Stale
          </label>
          <select id="board-stale" name="stale" defaultValue={stale} className={FIELD_INPUT}>
            <option value="">Either</option>
            <option value="true">Only stale leads</option>
            <option value="false">Not stale</option>
          </select>
        </div>
      </FilterForm>
      <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
        Each column shows how many leads are in that stage and its newest {formatNumber(board.data?.perColumn ?? 25)}. Leads carry no dollar value yet, so the
        columns have counts, not totals.
      </p>
      <div className="mt-4">
        {board.isError ? (
          <ListProblem error={board.error} retry={() => void board.refetch()} clearTo={boardHref} />
        ) : !board.data ? (
          <Loading what="the board" />
        ) : (
          <div className="grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-4">
            {board.data.columns.map((column) => (
              <BoardColumn key={column.status} column={column} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

/** A stage's value in words: "Stated budgets $550,000 – $850,000 (2 leads)"; open-ended after "over $500K". */
export function statedBudgetsText(value: StatedBudgetsDto): string {
  if (value.leads === 0) return "No budgets stated";
  const range = value.highCents === null ? `${formatCents(value.lowCents)} or more` : `${formatCents(value.lowCents)} – ${formatCents(value.highCents)}`;
  return `Stated budgets ${range} (${formatNumber(value.leads)} ${value.leads === 1 ? "lead" : "leads"})`;
}

function BoardColumn({ column }: { column: LeadBoardColumnDto }) {
  const headingId = useId();
  const label = LEAD_STATUS_LABEL[column.status];
  const more = column.total - column.items.length;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-900">
      <h2 id={headingId} className="text-base font-bold text-stone-900 dark:text-white">
        {label} <span className="font-normal text-stone-700 dark:text-stone-300">({formatNumber(column.total)})</span>
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{statedBudgetsText(column.value)}</p>
      {column.items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">No leads in this stage.</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label={`${label} leads`}>
          {column.items.map((lead) => (
            <li key={lead.id}>
              <BoardCard lead={lead} />
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Link to={`${adminPages.leads.path}?status=${column.status}`} className="link mt-2 inline-block text-sm">
          See all {formatNumber(column.total)} {label.toLowerCase()} leads in the list
        </Link>
      ) : null}
    </section>
  );
}

function BoardCard({ lead }: { lead: AdminLeadSummaryDto }) {
  const queryClient = useQueryClient();
  const selectId = useId();
  const [problem, setProblem] = useState<ChangeProblem | null>(null);
  const [reloading, setReloading] = useState(false);
  const move = useUpdateLead({
    mutation: {
      onMutate: () => setProblem(null),
      onSuccess: async (updated) => {
        toast({ title: "Lead moved", description: `${leadName(updated)} is now ${LEAD_STATUS_LABEL[updated.status]}.` });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListLeadBoardQueryKey().slice(0, 1) }),
          queryClient.invalidateQueries({ queryKey: getListLeadsQueryKey().slice(0, 1) }),
        ]);
      },
      onError: (error) => setProblem(changeProblemOf(error)),
    },
  });
  const name = leadName(lead);
  const targets = Object.values(LeadStatus).filter((status) => status !== lead.status);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const status = new FormData(event.currentTarget).get("status");
    if (typeof status !== "string" || !status) return;
    move.mutate({ id: lead.id, data: { status: status as LeadStatus, updatedAt: lead.updatedAt } });
  }

  async function reload() {
    setReloading(true);
    await queryClient.invalidateQueries({ queryKey: getListLeadBoardQueryKey().slice(0, 1) });
    setReloading(false);
    setProblem(null);
  }

  return (
    <article aria-label={name} className="rounded-md border border-stone-200 bg-white p-3 text-sm shadow-sm dark:border-stone-700 dark:bg-stone-950">
      <Link to={leadPath(lead.id)} className="link font-semibold">
        {name}
      </Link>
      <dl className="mt-1 space-y-0.5 text-stone-700 dark:text-stone-300">
        <div>
          <dt className="inline">Owner: </dt>
          <dd className="inline">{lead.owner?.name ?? "No owner"}</dd>
        </div>
        <div>
          <dt className="inline">In this stage </dt>
          <dd className="inline">{daysSince(lead.statusSince)}</dd>
        </div>
        <div>
          <dt className="inline">Came in </dt>
          <dd className="inline">{daysSince(lead.createdAt) === "today" ? "today" : `${daysSince(lead.createdAt)} ago`}</dd>
        </div>
        <CardNextStepAndScore lead={lead} />
      </dl>
      <StaleBadge lead={lead} />
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={selectId} className="sr-only">
            Move {name} to
          </label>
          <select id={selectId} name="status" defaultValue="" className={`${FIELD_INPUT} mt-0`}>
            <option value="" disabled>
              Move to…
            </option>
            {targets.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary" disabled={move.isPending}>
          {move.isPending ? "Moving…" : "Move"}
          <span className="sr-only"> {name}</span>
        </button>
      </form>
      <ChangeProblemAlert problem={problem} what="board" reloading={reloading} onReload={() => void reload()} boxed={false} className="mt-2" />
    </article>
  );
}

/** The card's next step (the lead's open task due soonest, or "None") and its lead score (issue 28) with the reasons. */
function CardNextStepAndScore({ lead }: { lead: AdminLeadSummaryDto }) {
  return (
    <>
      <div>
        <dt className="inline">Next step: </dt>
        <dd className="inline">{lead.nextStep ? `${TASK_KIND_LABEL[lead.nextStep.kind]}, due ${formatBusinessDateTime(lead.nextStep.dueAt)}` : "None"}</dd>
      </div>
      <div>
        <dt className="inline">Score: </dt>
        <dd className="inline">
          <ScoreBadge lead={lead} /> <span className="text-xs">{reasonsText(lead.scoreReasons)}</span>
        </dd>
      </div>
    </>
  );
}
