/**
 * "Homeowner requests" on /admin/contractors/{id} (listAdminContractorInquiries,
 * markInquiryJobDoneByOffice; issue 31): the listing's confirmed requests, newest first, with the
 * status filter and page in the URL (`requestStatus`, `requestPage`, handed to the server as they
 * are). A homeowner who calls to say they hired the contractor can have the job marked done here:
 * they get the one-time review link, once, as when the contractor marks it. A homeowner who lost the
 * link gets a new one (resendContractorReviewLink: at most once a day, never after the review).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  getListAdminContractorInquiriesQueryKey,
  useListAdminContractorInquiries,
  useMarkInquiryJobDoneByOffice,
  useResendContractorReviewLink,
} from "@/api/generated/endpoints/admin-contractors/admin-contractors";
import { ContractorInquiryStatus, JobDoneBy, type AdminContractorInquiryResponseDto, type ContractorInquiryStatus as Status } from "@/api/generated/model";
import { ChangeProblemAlert, changeProblemOf } from "@/components/staff/change-problem";
import { EmailText } from "@/components/staff/email-text";
import { EmptyList } from "@/components/staff/empty-list";
import { FIELD_INPUT, FIELD_LABEL, ListProblem, Loading, Pager, StaffTable, TD, TH } from "@/components/staff/list-parts";
import { Pill } from "@/components/staff/office-parts";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDate, formatBusinessDateTime } from "@/lib/dates";

const STATUS_LABEL: Readonly<Record<Status, string>> = {
  [ContractorInquiryStatus.new]: "New",
  [ContractorInquiryStatus.replied]: "Replied",
  [ContractorInquiryStatus.closed]: "Closed",
  [ContractorInquiryStatus.job_done]: "Job done",
};

export function ContractorInquiriesSection({ contractorId }: { contractorId: number }) {
  const [search, setSearch] = useSearchParams();
  const status = search.get("requestStatus") ?? "";
  const page = search.get("requestPage") ?? "";
  // The URL's values as they are: the server validates them and a bad one is shown (ListProblem).
  const params = { ...(status ? { status: status as Status } : {}), ...(page ? { page: page as unknown as number } : {}) };
  const inquiries = useListAdminContractorInquiries(contractorId, params);

  function filter(next: string) {
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.delete("requestPage");
        if (next) changed.set("requestStatus", next);
        else changed.delete("requestStatus");
        return changed;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-stone-700 dark:text-stone-300">
        Requests homeowners confirmed to this contractor. Mark a job done when a homeowner tells us they hired the contractor and the work is finished: we
        e-mail them a one-time link to review the contractor.
      </p>
      <div className="max-w-xs">
        <label htmlFor="requests-status" className={FIELD_LABEL}>
          Status
        </label>
        <select id="requests-status" value={status} onChange={(event) => filter(event.target.value)} className={FIELD_INPUT}>
          <option value="">Any status</option>
          {Object.values(ContractorInquiryStatus).map((value) => (
            <option key={value} value={value}>
              {STATUS_LABEL[value]}
            </option>
          ))}
        </select>
      </div>
      {inquiries.isError ? (
        <ListProblem error={inquiries.error} retry={() => void inquiries.refetch()} />
      ) : !inquiries.data ? (
        <Loading what="requests" />
      ) : inquiries.data.total === 0 ? (
        <EmptyList>{status ? "No request in this status." : "No homeowner has confirmed a request to this contractor yet."}</EmptyList>
      ) : (
        <>
          <StaffTable
            caption="Homeowner requests, newest first"
            head={
              <>
                <th scope="col" className={TH}>
                  Homeowner
                </th>
                <th scope="col" className={TH}>
                  Confirmed
                </th>
                <th scope="col" className={TH}>
                  First reply
                </th>
                <th scope="col" className={TH}>
                  Status
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">Job done and review link</span>
                </th>
              </>
            }
          >
            {inquiries.data.items.map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} contractorId={contractorId} reload={() => inquiries.refetch()} reloading={inquiries.isFetching} />
            ))}
          </StaffTable>
          <Pager
            page={inquiries.data.page}
            pageSize={inquiries.data.pageSize}
            total={inquiries.data.total}
            noun="requests"
            param="requestPage"
            label="Request pages"
            preventScrollReset
          />
        </>
      )}
    </div>
  );
}

function InquiryRow({
  inquiry,
  contractorId,
  reload,
  reloading,
}: {
  inquiry: AdminContractorInquiryResponseDto;
  contractorId: number;
  reload: () => Promise<unknown>;
  reloading: boolean;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const mark = useMarkInquiryJobDoneByOffice({
    mutation: {
      onSuccess: async (saved) => {
        setAsking(false);
        toast({ title: "Job marked done", description: `We e-mailed ${saved.name} a one-time link to review the contractor.` });
        await queryClient.invalidateQueries({ queryKey: getListAdminContractorInquiriesQueryKey(contractorId).slice(0, 1) });
      },
    },
  });
  const resend = useResendContractorReviewLink({
    mutation: {
      onSuccess: async (saved) => {
        toast({ title: "Review link sent again", description: `We e-mailed ${saved.name} a new one-time link; the one they lost no longer works.` });
        await queryClient.invalidateQueries({ queryKey: getListAdminContractorInquiriesQueryKey(contractorId).slice(0, 1) });
      },
    },
  });
  const problem = changeProblemOf(mark.error ?? resend.error);
  return (
    <tr>
      <th scope="row" className={`${TD} min-w-44 text-left font-semibold`}>
        {inquiry.name}
        <a href={`mailto:${inquiry.email}`} className="link block font-normal">
          <EmailText email={inquiry.email} />
        </a>
        <span className="block font-normal text-stone-700 dark:text-stone-300">ZIP {inquiry.projectZip}</span>
      </th>
      <td className={`${TD} whitespace-nowrap`}>{formatBusinessDateTime(inquiry.confirmedAt)}</td>
      <td className={`${TD} whitespace-nowrap`}>{inquiry.firstReplyAt ? formatBusinessDateTime(inquiry.firstReplyAt) : "None from the dashboard"}</td>
      <td className={TD}>
        <Pill tone={inquiry.status === ContractorInquiryStatus.job_done ? "good" : "neutral"}>{STATUS_LABEL[inquiry.status]}</Pill>
        {inquiry.jobDone ? (
          <p className="mt-1 text-xs">
            {inquiry.jobDone.markedBy === JobDoneBy.office ? "By our office" : "By the contractor"} on {formatBusinessDate(inquiry.jobDone.markedAt)};{" "}
            {inquiry.jobDone.reviewed ? "reviewed" : `link works until ${formatBusinessDate(inquiry.jobDone.reviewLinkExpiresAt)}`}.
          </p>
        ) : null}
      </td>
      <td className={TD}>
        {inquiry.canMarkJobDone ? (
          asking ? (
            <div role="group" aria-label={`Mark the job for ${inquiry.name} done`} className="flex flex-col items-start gap-2">
              <p className="text-xs">E-mails {inquiry.name} a review link. This cannot be undone.</p>
              <button
                type="button"
                className="btn-primary whitespace-nowrap disabled:cursor-wait disabled:opacity-70"
                disabled={mark.isPending || reloading}
                onClick={() => mark.mutate({ id: inquiry.id })}
              >
                Yes, mark job done
              </button>
              <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" className="btn-secondary whitespace-nowrap" onClick={() => setAsking(true)}>
              Mark job done<span className="sr-only"> for {inquiry.name}</span>
            </button>
          )
        ) : null}
        {inquiry.jobDone && !inquiry.jobDone.reviewed ? (
          <button
            type="button"
            className="btn-secondary whitespace-nowrap disabled:cursor-wait disabled:opacity-70"
            disabled={resend.isPending || reloading}
            onClick={() => resend.mutate({ id: inquiry.id })}
          >
            Send the review link again<span className="sr-only"> to {inquiry.name}</span>
          </button>
        ) : null}
        <ChangeProblemAlert
          problem={problem}
          what="list"
          boxed={false}
          className="mt-2"
          reloading={reloading}
          onReload={() =>
            void reload().then(() => {
              mark.reset();
              resend.reset();
            })
          }
        />
      </td>
    </tr>
  );
}
