/**
 * Route module of /admin/failed-mail 'Failed E-mails' (admin only, issue 13): e-mails the outbox
 * gave up delivering (listFailedMail, newest failure first), each with "Send again" (resendMail).
 * Bodies never come to this page; the server refuses what cannot be sent again and says why.
 * Below, the replies the inbound mail refused, counted by reason (listInboundMailRejections).
 */
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "@/api/api-error";
import { getListFailedMailQueryKey, useListFailedMail, useResendMail } from "@/api/generated/endpoints/admin-mail/admin-mail";
import { MailKind, type ListFailedMailParams, type OutboxMailResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { toast } from "@/components/toast/use-toast";
import { formatNumber } from "@/lib/number";
import { formatBusinessDateTime } from "@/lib/dates";
import { AdminShell } from "../../components/staff/admin-shell";
import { EmptyStaffList, FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, Pager, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { useListSearch } from "../../components/staff/list-search";
import { MAIL_KIND_LABEL } from "../../components/staff/office-labels";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";
import { InboundRejections } from "./inbound-rejections";

export const meta = metaFrom(adminPages);

function FailedMailPage() {
  const { params, update } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const failed = useListFailedMail(params as ListFailedMailParams);

  return (
    <AdminShell
      title={adminPages.failedMail.title}
      intro="E-mails the site stopped trying to deliver after several attempts, newest first. Fix the cause the error names (often a mistyped address or the mail server), then send them again."
    >
      {/* Keyed on the URL so the field follows "Clear filters", the back button and links. */}
      <FilterForm label="Filter failed e-mails" onApply={update}>
        <div>
          <label htmlFor="mail-kind" className={FIELD_LABEL}>
            Kind
          </label>
          <select id="mail-kind" name="kind" defaultValue={String(params.kind ?? "")} className={FIELD_INPUT}>
            <option value="">Any kind</option>
            {Object.values(MailKind).map((kind) => (
              <option key={kind} value={kind}>
                {MAIL_KIND_LABEL[kind]}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>

      <div className="mt-6">
        {failed.isError ? (
          <ListProblem error={failed.error} retry={() => void failed.refetch()} />
        ) : !failed.data ? (
          <Loading what="failed e-mails" />
        ) : failed.data.total === 0 ? (
          <EmptyStaffList
            noun="failed e-mails"
            action={
              <Link to={adminPages.dashboard.path} className="btn-secondary">
                Back to the dashboard
              </Link>
            }
          >
            No failed e-mails: everything the site sent has been delivered or is still being tried. Nothing to do here; an e-mail the site gives up on shows up
            here with a button to send it again.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Failed e-mails"
              head={
                <>
                  <th scope="col" className={TH}>
                    Subject
                  </th>
                  <th scope="col" className={TH}>
                    To
                  </th>
                  <th scope="col" className={TH}>
                    Kind
                  </th>
                  <th scope="col" className={TH}>
                    Gave up
                  </th>
                  <th scope="col" className={TH}>
                    Attempts
                  </th>
                  <th scope="col" className={TH}>
                    Last error
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">Send again</span>
                  </th>
                </>
              }
            >
              {failed.data.items.map((mail) => (
                <FailedMailRow key={mail.id} mail={mail} />
              ))}
            </StaffTable>
            <Pager page={failed.data.page} pageSize={failed.data.pageSize} total={failed.data.total} noun="failed e-mails" />
          </>
        )}
      </div>

      <section aria-labelledby="inbound-rejections" className="mt-10">
        <h2 id="inbound-rejections" className="mb-3 text-xl font-bold text-stone-900 dark:text-white">
          Replies refused
        </h2>
        <InboundRejections />
      </section>
    </AdminShell>
  );
}

function FailedMailRow({ mail }: { mail: OutboxMailResponseDto }) {
  const queryClient = useQueryClient();
  const resend = useResendMail({
    mutation: {
      onSuccess: async () => {
        toast({ title: "E-mail queued again", description: `"${mail.subject}" to ${mail.recipient} goes out with the next delivery run.` });
        await queryClient.invalidateQueries({ queryKey: getListFailedMailQueryKey().slice(0, 1) });
      },
    },
  });

  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold`}>
        {mail.subject}
      </th>
      <td className={TD}>
        <EmailText email={mail.recipient} />
      </td>
      <td className={TD}>{MAIL_KIND_LABEL[mail.kind]}</td>
      <td className={`${TD} whitespace-nowrap`}>{mail.failedAt ? formatBusinessDateTime(mail.failedAt) : "—"}</td>
      <td className={`${TD} tabular-nums`}>{formatNumber(mail.attempts)}</td>
      <td className={`${TD} max-w-sm break-words`}>{mail.lastError ?? "No error was recorded."}</td>
      <td className={TD}>
        <button
          type="button"
          className="btn-secondary whitespace-nowrap disabled:cursor-wait disabled:opacity-70"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ id: mail.id })}
        >
          {resend.isPending ? "Sending..." : "Send again"}
          <span className="sr-only">
            : {mail.subject} to {mail.recipient}
          </span>
        </button>
        {resend.isError ? (
          <p role="alert" className="mt-1 text-sm text-red-800 dark:text-red-300">
            {errorMessage(resend.error)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(FailedMailPage);
