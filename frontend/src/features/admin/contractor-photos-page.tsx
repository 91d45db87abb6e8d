/**
 * Route module of /admin/contractor-photos 'Contractor Photos' (admin only, issue 31): the photos
 * network contractors uploaded for their portfolios, pending ones first (oldest first, as they
 * queued), filtered by status and listing and paged by the server (listContractorPhotosForModeration),
 * with the list's state in the URL. Each row offers the decisions the server allows
 * (moderateContractorPhoto): Approve puts the photo on the public profile; Reject asks for the
 * reason the contractor reads on the dashboard, and deletes the photo's stored sizes.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  getListContractorPhotosForModerationQueryKey,
  useListContractorPhotosForModeration,
  useModerateContractorPhoto,
} from "@/api/generated/endpoints/admin-contractors/admin-contractors";
import { ContractorPhotoStatus, type ListContractorPhotosForModerationParams, type ModerationPhotoResponseDto } from "@/api/generated/model";
import { moderateContractorPhotoBodyReasonMax } from "@/api/generated/zod/admin-contractors/admin-contractors.zod";
import { metaFrom } from "@/lib/page-head";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDateTime } from "@/lib/dates";
import { ResponsivePicture } from "@/components/responsive-picture";
import { AdminShell } from "../../components/staff/admin-shell";
import { ChangeProblemAlert, changeProblemOf } from "@/components/staff/change-problem";
import { adminContractorPath, publicProfilePath } from "./contractor-labels";
import { contractorPhotosPath, PHOTO_STATUS_LABEL, PHOTO_STATUS_TONE } from "./contractor-photo-labels";
import { EmptyStaffList, FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, Pager, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { searchString, useListSearch, withChanges } from "../../components/staff/list-search";
import { Pill } from "../../components/staff/office-parts";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(adminPages);

export const REJECT_REASON_HELP =
  "The contractor reads this on the dashboard, so say what to change: “It shows the homeowner’s children; choose a photo without people.”";

function ContractorPhotosPage() {
  const { search, params, update } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const photos = useListContractorPhotosForModeration(params as ListContractorPhotosForModerationParams);
  const text = (key: string) => String(params[key] ?? "");
  const contractorId = text("contractorId");

  return (
    <AdminShell
      title={adminPages.contractorPhotos.title}
      intro="Photos contractors uploaded for their public profiles. Pending photos come first, oldest first; only approved photos show on a profile. Approve photos of the contractor's own finished work; reject anything else with a reason the contractor can act on."
    >
      <FilterForm label="Filter contractor photos" onApply={update}>
        <div>
          <label htmlFor="photos-status" className={FIELD_LABEL}>
            Status
          </label>
          <select id="photos-status" name="status" defaultValue={text("status")} className={FIELD_INPUT}>
            <option value="">Any status</option>
            {Object.values(ContractorPhotoStatus).map((status) => (
              <option key={status} value={status}>
                {PHOTO_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>

      {contractorId ? (
        <p className="mt-4 text-stone-800 dark:text-stone-200">
          Only the photos of {photos.data?.items[0]?.contractorName ?? `listing #${contractorId}`}.{" "}
          <Link to={`${adminPages.contractorPhotos.path}${searchString(withChanges(search, { contractorId: undefined, page: undefined }))}`} className="link">
            Show every contractor's photos
          </Link>
        </p>
      ) : null}

      <div className="mt-6">
        {photos.isError ? (
          <ListProblem error={photos.error} retry={() => void photos.refetch()} />
        ) : !photos.data ? (
          <Loading what="photos" />
        ) : photos.data.total === 0 ? (
          <EmptyStaffList
            noun="photos"
            action={
              <Link to={adminPages.contractors.path} className="btn-secondary">
                Go to the contractors
              </Link>
            }
          >
            No photos here. Contractors upload portfolio photos from their dashboard; each waits here until you approve or reject it.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Contractor photos, pending first"
              head={
                <>
                  <th scope="col" className={TH}>
                    Photo
                  </th>
                  <th scope="col" className={TH}>
                    Alt text and caption
                  </th>
                  <th scope="col" className={TH}>
                    Contractor
                  </th>
                  <th scope="col" className={TH}>
                    Uploaded
                  </th>
                  <th scope="col" className={TH}>
                    Status
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">Decision</span>
                  </th>
                </>
              }
            >
              {photos.data.items.map((photo) => (
                <PhotoRow key={photo.id} photo={photo} reload={() => photos.refetch()} reloading={photos.isFetching} />
              ))}
            </StaffTable>
            <Pager page={photos.data.page} pageSize={photos.data.pageSize} total={photos.data.total} noun="photos" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function PhotoRow({ photo, reload, reloading }: { photo: ModerationPhotoResponseDto; reload: () => Promise<unknown>; reloading: boolean }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);
  const which = ` photo #${photo.id} of ${photo.contractorName}`;
  const moderate = useModerateContractorPhoto({
    mutation: {
      onSuccess: async (changed) => {
        setRejecting(false);
        toast({
          title: changed.status === ContractorPhotoStatus.approved ? "Photo approved" : "Photo rejected",
          description:
            changed.status === ContractorPhotoStatus.approved
              ? `It is on ${changed.contractorName}'s public profile now.`
              : `${changed.contractorName} reads your reason on the dashboard.`,
        });
        await queryClient.invalidateQueries({ queryKey: getListContractorPhotosForModerationQueryKey().slice(0, 1) });
      },
    },
  });
  const problem = changeProblemOf(moderate.error);
  const busy = moderate.isPending || reloading;
  const reasonId = `reject-reason-${photo.id}`;

  return (
    <tr>
      <td className={`${TD} w-44 min-w-36`}>
        {photo.image ? (
          <a href={photo.image.src} className="block">
            <ResponsivePicture image={photo.image} alt={photo.altText} sizes="160px" className="block aspect-[4/3] h-auto w-40 rounded-md object-cover" />
            <span className="text-xs">
              Open larger<span className="sr-only">:{which}</span>
            </span>
          </a>
        ) : (
          <span className="text-stone-700 dark:text-stone-300">Deleted when rejected</span>
        )}
      </td>
      <th scope="row" className={`${TD} max-w-sm min-w-56 text-left font-normal`}>
        <span className="block font-semibold">{photo.altText}</span>
        {photo.caption ? <span className="mt-1 block text-stone-700 dark:text-stone-300">Caption: {photo.caption}</span> : null}
        <span className="mt-1 block text-xs text-stone-600 dark:text-stone-400">{photo.fileName}</span>
      </th>
      <td className={`${TD} min-w-40`}>
        <Link to={adminContractorPath(photo.contractorId)} className="link font-semibold">
          {photo.contractorName}
        </Link>
        <a href={publicProfilePath(photo.contractorSlug)} className="link block text-xs">
          Public profile<span className="sr-only"> of {photo.contractorName}</span>
        </a>
        <Link to={contractorPhotosPath(photo.contractorId)} className="link block text-xs">
          Only this contractor<span className="sr-only"> ({photo.contractorName})</span>
        </Link>
      </td>
      <td className={`${TD} min-w-28`}>{formatBusinessDateTime(photo.createdAt)}</td>
      <td className={`${TD} min-w-40`}>
        <Pill tone={PHOTO_STATUS_TONE[photo.status]}>{PHOTO_STATUS_LABEL[photo.status]}</Pill>
        {photo.moderatedAt ? (
          <span className="mt-1 block text-xs text-stone-600 dark:text-stone-400">
            {formatBusinessDateTime(photo.moderatedAt)}
            {photo.moderatedByName ? ` by ${photo.moderatedByName}` : ""}
          </span>
        ) : null}
        {photo.rejectionReason ? <span className="mt-1 block">Reason: {photo.rejectionReason}</span> : null}
      </td>
      <td className={`${TD} min-w-56`}>
        {rejecting ? (
          <form
            className="grid gap-2"
            aria-label={`Reject${which}`}
            onSubmit={(event) => {
              event.preventDefault();
              moderate.mutate({ id: photo.id, data: { status: ContractorPhotoStatus.rejected, reason } });
            }}
          >
            <label htmlFor={reasonId} className={FIELD_LABEL}>
              Reason for the contractor
            </label>
            <textarea
              ref={reasonRef}
              id={reasonId}
              rows={3}
              maxLength={moderateContractorPhotoBodyReasonMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={`${reasonId}-help`}
              aria-invalid={problem?.fields.reason ? true : undefined}
              className={FIELD_INPUT}
            />
            <p id={`${reasonId}-help`} className="text-xs text-stone-600 dark:text-stone-400">
              {REJECT_REASON_HELP}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary whitespace-nowrap disabled:cursor-wait disabled:opacity-70" disabled={busy}>
                Reject photo
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  setRejecting(false);
                  moderate.reset();
                }}
              >
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col items-start gap-2">
            {photo.allowedStatuses.includes(ContractorPhotoStatus.approved) ? (
              <button
                type="button"
                className="btn-primary whitespace-nowrap disabled:cursor-wait disabled:opacity-70"
                disabled={busy}
                onClick={() => moderate.mutate({ id: photo.id, data: { status: ContractorPhotoStatus.approved } })}
              >
                Approve<span className="sr-only">{which}</span>
              </button>
            ) : null}
            {photo.allowedStatuses.includes(ContractorPhotoStatus.rejected) ? (
              <button
                type="button"
                className="btn-secondary whitespace-nowrap"
                disabled={busy}
                onClick={() => {
                  moderate.reset();
                  setRejecting(true);
                }}
              >
                {photo.status === ContractorPhotoStatus.approved ? "Take down" : "Reject"}
                <span className="sr-only">{which}</span>
              </button>
            ) : null}
          </div>
        )}
        <ChangeProblemAlert
          problem={problem}
          what="list"
          boxed={false}
          className="mt-2"
          reloading={reloading}
          onReload={() => void reload().then(() => moderate.reset())}
        />
      </td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ContractorPhotosPage);
