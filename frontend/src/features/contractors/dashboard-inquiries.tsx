/**
 * "Homeowner requests" on /contractors/dashboard (listMyContractorInquiries, updateContractorInquiry;
 * issue 15): the requests homeowners sent from the listing's profile, filtered by status, sorted
 * and paged by the server with the state in the URL (`status`, `sort`, `order`, `page`). Each can be
 * answered from here (the reply is e-mailed to the homeowner and marks it replied) or moved as the
 * server allows (`allowedStatuses`); a refused move (409) is shown in the server's words. The
 * conversation after the request (issue 27) shows under it, oldest first: the contractor's replies
 * and the homeowner's e-mail answers to them, as plain text (never HTML, nothing linked).
 */
import { AttachmentList } from "@/components/staff/email-parts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { isApiError } from "@/api/api-error";
import {
  getGetMyContractorProfileQueryKey,
  getListMyContractorInquiriesQueryKey,
  useListMyContractorInquiries,
  useUpdateContractorInquiry,
} from "@/api/generated/endpoints/contractor-portal/contractor-portal";
import {
  ContractorInquiryMessageDirection,
  ContractorInquiryStatus,
  type ListMyContractorInquiriesParams,
  type MyContractorInquiryResponseDto,
  type UpdateContractorInquiryDto,
} from "@/api/generated/model";
import { updateContractorInquiryBodyReplyMax, updateContractorInquiryBodyReplyMin } from "@/api/generated/zod/contractor-portal/contractor-portal.zod";
import { TextAreaField } from "@/components/form-field";
import { EmptyList } from "@/components/staff/empty-list";
import { showServerFieldErrors } from "@/components/form-support";
import { FormAlert, FormStatus } from "@/components/form-notice";
import { failureText } from "@/lib/session/use-auth-actions";
import { FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, Pager } from "@/components/staff/list-parts";
import { useListSearch, type SearchValue } from "@/components/staff/list-search";
import { Pill } from "@/components/staff/office-parts";
import { formatBusinessDateTime } from "@/lib/dates";
import { INQUIRY_MOVE_LABEL, INQUIRY_STATUS_LABEL, INQUIRY_STATUS_TONE, movedText, replySentText } from "./dashboard-words";
import { EmailText } from "@/components/staff/email-text";
import { JobDoneControl } from "./dashboard-job-done";

export const REPLY_MESSAGE = `Write your reply in ${updateContractorInquiryBodyReplyMin} to ${updateContractorInquiryBodyReplyMax} characters.`;

/** The sort choices: `sort:order` pairs of the API's parameters; the first is the API's default. */
const SORT_CHOICES = [
  { value: "createdAt:desc", label: "Newest first" },
  { value: "createdAt:asc", label: "Oldest first" },
  { value: "name:asc", label: "Homeowner name, A to Z" },
  { value: "status:asc", label: "By status, new first" },
] as const;
const DEFAULT_SORT = SORT_CHOICES[0].value;

/** No parameter of this list repeats (one status at a time). */
const NOT_REPEATED: readonly string[] = [];

const one = (value: SearchValue): string => (typeof value === "string" ? value : (value?.[0] ?? ""));

export function InquiriesSection({ receivesRequests, email }: { receivesRequests: boolean; email: string }) {
  const { params, update } = useListSearch(NOT_REPEATED);
  // The URL's values as they are: the server validates them and a bad one is shown (ListProblem).
  const inquiries = useListMyContractorInquiries(params as ListMyContractorInquiriesParams);
  const [notice, setNotice] = useState<string | null>(null);
  const status = one(params.status);
  const { pathname } = useLocation();
  // The API's defaults: newest first.
  const sortValue = `${one(params.sort) || "createdAt"}:${one(params.order) || "desc"}`;
  const sortChoices = SORT_CHOICES.some((choice) => choice.value === sortValue)
    ? SORT_CHOICES
    : [...SORT_CHOICES, { value: sortValue, label: `As in the link (${sortValue.replace(":", ", ")})` }];

  function apply(changes: Record<string, SearchValue>) {
    const { sortOrder, ...rest } = changes;
    const chosen = one(sortOrder) || DEFAULT_SORT;
    const [sort, order] = chosen.split(":");
    setNotice(null);
    update({ ...rest, sort: chosen === DEFAULT_SORT ? undefined : sort, order: chosen === DEFAULT_SORT ? undefined : order });
  }

  return (
    <div className="grid gap-6">
      <FilterForm label="Filter requests" onApply={apply}>
        <div>
          <label htmlFor="inquiries-status" className={FIELD_LABEL}>
            Status
          </label>
          <select id="inquiries-status" name="status" defaultValue={status} className={FIELD_INPUT}>
            <option value="">All statuses</option>
            {Object.values(ContractorInquiryStatus).map((value) => (
              <option key={value} value={value}>
                {INQUIRY_STATUS_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inquiries-sort" className={FIELD_LABEL}>
            Sort
          </label>
          <select id="inquiries-sort" name="sortOrder" defaultValue={sortValue} className={FIELD_INPUT}>
            {sortChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>

      <FormStatus message={notice} />

      {inquiries.isError ? (
        <ListProblem error={inquiries.error} retry={() => void inquiries.refetch()} />
      ) : !inquiries.data ? (
        <Loading what="your requests" />
      ) : inquiries.data.total === 0 ? (
        <EmptyList
          action={
            status ? (
              <Link to={`${pathname}#requests`} className="btn-secondary">
                Clear the filter
              </Link>
            ) : (
              <Link to="#profile" className="btn-secondary">
                {receivesRequests ? "Keep your profile up to date" : "Finish your profile"}
              </Link>
            )
          }
        >
          {status
            ? `No request is ${INQUIRY_STATUS_LABEL[status as ContractorInquiryStatus]?.toLowerCase() ?? "in this status"}. Clear the filter to see them all.`
            : receivesRequests
              ? `No requests yet. When a homeowner sends one from your public profile, it shows up here and reaches ${email} by e-mail. A complete profile with your specialties and service areas brings more of them.`
              : "No requests yet. Homeowners can send requests once your listing is public; meanwhile, complete your profile so it is ready."}
        </EmptyList>
      ) : (
        <>
          <ul className="grid gap-4" aria-label="Requests">
            {inquiries.data.items.map((inquiry) => (
              <li key={inquiry.id}>
                <InquiryCard inquiry={inquiry} onDone={setNotice} />
              </li>
            ))}
          </ul>
          <Pager
            page={inquiries.data.page}
            pageSize={inquiries.data.pageSize}
            total={inquiries.data.total}
            noun="requests"
            label="Request pages"
            preventScrollReset
          />
        </>
      )}
    </div>
  );
}

function useInquiryUpdate() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListMyContractorInquiriesQueryKey().slice(0, 1) }),
      // The count of new requests comes with the profile.
      queryClient.invalidateQueries({ queryKey: getGetMyContractorProfileQueryKey() }),
    ]);
  return useUpdateContractorInquiry({
    mutation: {
      onSuccess: refresh,
      // A refused move means the request changed elsewhere: reload, so the buttons are the server's again.
      onError: (error) => {
        if (isApiError(error) && error.status === 409) void refresh();
      },
    },
  });
}

function InquiryCard({ inquiry, onDone }: { inquiry: MyContractorInquiryResponseDto; onDone: (message: string) => void }) {
  const update = useInquiryUpdate();
  const [replying, setReplying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `inquiry-${inquiry.id}-title`;
  const moves = inquiry.allowedStatuses;

  async function move(status: ContractorInquiryStatus) {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: inquiry.id, data: { status } });
      onDone(movedText(saved.name, saved.status));
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <article aria-labelledby={titleId} className="rounded-lg p-4 ring-1 ring-stone-200 sm:p-5 dark:ring-stone-700">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="text-lg font-bold text-stone-900 dark:text-white">
          {inquiry.name}
        </h3>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          <Pill tone={INQUIRY_STATUS_TONE[inquiry.status]}>{INQUIRY_STATUS_LABEL[inquiry.status]}</Pill> Received{" "}
          <time dateTime={inquiry.createdAt}>{formatBusinessDateTime(inquiry.createdAt)}</time>
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="font-semibold text-stone-600 dark:text-stone-400">E-mail</dt>
          <dd>
            <a href={`mailto:${inquiry.email}`} className="link">
              <EmailText email={inquiry.email} />
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-600 dark:text-stone-400">Phone</dt>
          <dd>
            {inquiry.phone ? (
              <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`} className="link">
                {inquiry.phone}
              </a>
            ) : (
              "None given"
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-600 dark:text-stone-400">Project ZIP code</dt>
          <dd>{inquiry.projectZip}</dd>
        </div>
      </dl>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-200">{inquiry.message}</p>
      {inquiry.thread.length ? (
        <InquiryThread inquiry={inquiry} />
      ) : inquiry.replyMessage && inquiry.repliedAt ? (
        <div className="mt-3 rounded-md bg-stone-50 p-3 text-sm dark:bg-stone-950">
          <p className="font-semibold text-stone-700 dark:text-stone-300">
            Your reply, sent <time dateTime={inquiry.repliedAt}>{formatBusinessDateTime(inquiry.repliedAt)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-stone-800 dark:text-stone-200">{inquiry.replyMessage}</p>
        </div>
      ) : null}

      {replying ? (
        <ReplyForm
          inquiry={inquiry}
          onCancel={() => setReplying(false)}
          onSent={(saved) => {
            setReplying(false);
            onDone(replySentText(saved.name, saved.status));
          }}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {inquiry.canReply ? (
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                setFailure(null);
                setReplying(true);
              }}
            >
              Reply<span className="sr-only"> to {inquiry.name}</span>
            </button>
          ) : null}
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              className="btn-secondary disabled:cursor-wait disabled:opacity-70"
              disabled={update.isPending}
              onClick={() => void move(status)}
            >
              {INQUIRY_MOVE_LABEL[status]}
              <span className="sr-only"> the request from {inquiry.name}</span>
            </button>
          ))}
        </div>
      )}
      <JobDoneControl inquiry={inquiry} onDone={onDone} onFailure={setFailure} />
      <div className="mt-3">
        <FormAlert message={failure} />
      </div>
    </article>
  );
}

interface ReplyValues {
  reply: string;
}

const replyResolver: Resolver<ReplyValues> = async (values) => {
  const length = values.reply.trim().length;
  if (length >= updateContractorInquiryBodyReplyMin && length <= updateContractorInquiryBodyReplyMax) return { values, errors: {} };
  const errors: FieldErrors<ReplyValues> = { reply: { type: "validate", message: REPLY_MESSAGE } };
  return { values: {}, errors };
};

function ReplyForm({
  inquiry,
  onCancel,
  onSent,
}: {
  inquiry: MyContractorInquiryResponseDto;
  onCancel: () => void;
  onSent: (saved: MyContractorInquiryResponseDto) => void;
}) {
  const update = useInquiryUpdate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ReplyValues>({ resolver: replyResolver, defaultValues: { reply: "" } });
  useEffect(() => setFocus("reply"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const data: UpdateContractorInquiryDto = { reply: values.reply.trim() };
    try {
      onSent(await update.mutateAsync({ id: inquiry.id, data }));
    } catch (error) {
      if (showServerFieldErrors<ReplyValues>(error, ["reply"], setError) === 0) setFailure(failureText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Reply to ${inquiry.name}`} className="mt-4 grid gap-3">
      <TextAreaField
        label={`Your reply to ${inquiry.name}`}
        rows={6}
        maxLength={updateContractorInquiryBodyReplyMax}
        description={`E-mailed to ${inquiry.email}; their answer shows here and is e-mailed to your listing's address. ${updateContractorInquiryBodyReplyMin} to ${updateContractorInquiryBodyReplyMax} characters.`}
        error={errors.reply?.message}
        {...register("reply")}
      />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={update.isPending} className="btn-primary disabled:cursor-wait disabled:opacity-70">
          {update.isPending ? "Sending..." : "Send reply"}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The replies after the request, oldest first; a homeowner's text comes from outside and is shown as text only. */
function InquiryThread({ inquiry }: { inquiry: MyContractorInquiryResponseDto }) {
  return (
    <ol aria-label={`Conversation with ${inquiry.name}, oldest first`} className="mt-3 grid gap-2 text-sm">
      {inquiry.thread.map((message) => {
        const homeowner = message.direction === ContractorInquiryMessageDirection.homeowner;
        return (
          <li
            key={message.id}
            className={homeowner ? "rounded-md p-3 ring-1 ring-amber-300 dark:ring-amber-700" : "rounded-md bg-stone-50 p-3 dark:bg-stone-950"}
          >
            <p className="font-semibold text-stone-700 dark:text-stone-300">
              {homeowner ? `${inquiry.name} replied by e-mail` : "Your reply, sent"}{" "}
              <time dateTime={message.createdAt}>{formatBusinessDateTime(message.createdAt)}</time>
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{message.text}</p>
            <AttachmentList
              attachments={message.attachments}
              note={`not kept by the site; ask ${inquiry.name} to send them to you directly`}
              className="mt-1"
            />
          </li>
        );
      })}
    </ol>
  );
}
