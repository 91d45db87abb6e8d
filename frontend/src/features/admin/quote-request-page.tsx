/**
 * Route module of /admin/quote-requests/{id} (admins and sales reps, issue 13): one contact-form
 * message in full, the lead with the same e-mail, the status moves the server allows now
 * (`allowedStatuses`; a refused move shows the server's message), and its e-mails (issue 27): the
 * thread, oldest first, and "Write a reply", whose answer comes back onto the thread.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { errorMessage } from "@/api/api-error";
import {
  getGetQuoteRequestQueryKey,
  getListQuoteRequestsQueryKey,
  useGetQuoteRequest,
  useUpdateQuoteRequest,
} from "@/api/generated/endpoints/admin-quote-requests/admin-quote-requests";
import type { QuoteRequestResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDateTime } from "@/lib/dates";
import { AdminShell } from "../../components/staff/admin-shell";
import { Loading } from "../../components/staff/list-parts";
import { QUOTE_REQUEST_MOVE_LABEL, QUOTE_REQUEST_STATUS_LABEL, QUOTE_REQUEST_TONE } from "../../components/staff/office-labels";
import { BackLink, Detail, OverdueBadge, Pill, RecordProblem } from "../../components/staff/office-parts";
import { leadPath } from "./office-links";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";
import { QuoteRequestEmailComposer, QuoteRequestThread } from "./quote-request-thread";

export const meta = metaFrom(adminPages);

const LIST_PATH = adminPages.quoteRequests.path;

function QuoteRequestPage() {
  const id = Number(useParams().id);
  const request = useGetQuoteRequest(id);
  const back = <BackLink to={LIST_PATH}>All quote requests</BackLink>;

  return (
    <AdminShell title={request.data ? `Quote request from ${request.data.name}` : adminPages.quoteRequest.title}>
      {request.isError ? (
        <RecordProblem error={request.error} retry={() => void request.refetch()} back={back} />
      ) : !request.data ? (
        <Loading what="the quote request" />
      ) : (
        <>
          {back}
          <QuoteRequestRecord request={request.data} />
        </>
      )}
    </AdminShell>
  );
}

function QuoteRequestRecord({ request }: { request: QuoteRequestResponseDto }) {
  const queryClient = useQueryClient();
  const update = useUpdateQuoteRequest({
    mutation: {
      onSuccess: async (changed) => {
        queryClient.setQueryData(getGetQuoteRequestQueryKey(changed.id), changed);
        toast({ title: "Status changed", description: `The request from ${changed.name} is now ${QUOTE_REQUEST_STATUS_LABEL[changed.status]}.` });
        await queryClient.invalidateQueries({ queryKey: getListQuoteRequestsQueryKey().slice(0, 1) });
      },
      // Someone else may have moved it meanwhile: reload its status and allowed moves under the message.
      onError: () => void queryClient.invalidateQueries({ queryKey: getGetQuoteRequestQueryKey(request.id) }),
    },
  });
  const lead = request.lead;

  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="qr-message" className="rounded-lg border border-stone-200 bg-white p-5 lg:col-span-2 dark:border-stone-700 dark:bg-stone-900">
        <h2 id="qr-message" className="text-lg font-bold text-stone-900 dark:text-white">
          {request.subjectLabel}
        </h2>
        <p className="mt-3 whitespace-pre-wrap text-stone-800 dark:text-stone-200">{request.message}</p>
        <dl className="mt-5 divide-y divide-stone-100 border-t border-stone-200 dark:divide-stone-800 dark:border-stone-700">
          <Detail term="Received">{formatBusinessDateTime(request.createdAt)}</Detail>
          <Detail term="E-mail">
            <EmailText email={request.email} />
          </Detail>
          <Detail term="Phone">
            {request.phone ? (
              <a className="link" href={`tel:${request.phone.replace(/[^0-9+]/g, "")}`}>
                {request.phone}
              </a>
            ) : (
              "Not given"
            )}
          </Detail>
          <Detail term="Plan">{request.model ?? "Not chosen"}</Detail>
          <Detail term="Lead">
            {lead ? (
              <Link className="link" to={leadPath(lead.id)}>
                {[lead.firstName, lead.lastName].filter(Boolean).join(" ")}'s lead
              </Link>
            ) : (
              "No lead has this e-mail yet."
            )}
          </Detail>
        </dl>
      </section>

      <section aria-labelledby="qr-status" className="rounded-lg border border-stone-200 bg-white p-5 dark:border-stone-700 dark:bg-stone-900">
        <h2 id="qr-status" className="text-lg font-bold text-stone-900 dark:text-white">
          Status
        </h2>
        <p className="mt-2 flex flex-wrap gap-2">
          <Pill tone={QUOTE_REQUEST_TONE[request.status]}>{QUOTE_REQUEST_STATUS_LABEL[request.status]}</Pill>
          <OverdueBadge overdue={request.overdue} />
        </p>
        <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
          A reply written on this page marks a new request replied. Answered by phone? Mark it replied so nobody answers it twice.
        </p>
        {request.allowedStatuses.length > 0 ? (
          <div className="mt-4 flex flex-wrap gap-3">
            {request.allowedStatuses.map((status) => (
              <button
                key={status}
                type="button"
                className="btn-secondary disabled:cursor-wait disabled:opacity-70"
                disabled={update.isPending}
                onClick={() => update.mutate({ id: request.id, data: { status } })}
              >
                {QUOTE_REQUEST_MOVE_LABEL[status]}
              </button>
            ))}
          </div>
        ) : null}
        {update.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
            {errorMessage(update.error)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="qr-emails" className="rounded-lg border border-stone-200 bg-white p-5 lg:col-span-2 dark:border-stone-700 dark:bg-stone-900">
        <h2 id="qr-emails" className="text-lg font-bold text-stone-900 dark:text-white">
          E-mails
        </h2>
        <div className="mt-3">
          <QuoteRequestThread messages={request.thread} customerName={request.name} />
        </div>
        <h3 className="mt-6 text-base font-bold text-stone-900 dark:text-white">Write a reply</h3>
        <div className="mt-3">
          <QuoteRequestEmailComposer requestId={request.id} subjectLabel={request.subjectLabel} customerName={request.name} />
        </div>
      </section>
    </div>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(QuoteRequestPage);
