/**
 * "Portfolio photos" on /contractors/dashboard (issue 31): upload a photo with its alt text
 * (required, explained) and an optional caption (uploadContractorPhoto, multipart; the server
 * decides the type from the contents and answers 409 at 30 photos, 413/415 with a sentence), and
 * the contractor's photos (listMyContractorPhotos) with where each stands: waiting for our office,
 * on the profile, or rejected with the office's reason. Each photo can get new words
 * (updateMyContractorPhoto; an approved photo then waits for the office again), move earlier or
 * later in the gallery, or be deleted after a confirmation (deleteMyContractorPhoto).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { errorMessage, fieldErrorsOf } from "@/api/api-error";
import {
  getGetMyContractorProfileQueryKey,
  getListMyContractorPhotosQueryKey,
  useDeleteMyContractorPhoto,
  useListMyContractorPhotos,
  useUpdateMyContractorPhoto,
  useUploadContractorPhoto,
} from "@/api/generated/endpoints/contractor-portal/contractor-portal";
import { ContractorPhotoStatus, type MyContractorPhotoResponseDto } from "@/api/generated/model";
import {
  uploadContractorPhotoBody,
  uploadContractorPhotoBodyAltTextMax,
  uploadContractorPhotoBodyCaptionMax,
} from "@/api/generated/zod/contractor-portal/contractor-portal.zod";
import { FormAlert, FormStatus } from "@/components/form-notice";
import { FormField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { ResponsivePicture } from "@/components/responsive-picture";
import type { Tone } from "@/components/staff/office-labels";
import { Pill } from "@/components/staff/office-parts";
import { formatBusinessDate } from "@/lib/dates";
import { failureText } from "@/lib/session/use-auth-actions";
import { acceptAttribute, acceptedFiles, CONTRACTOR_PHOTO_UPLOAD, formatFileSize, PICTURE_ALT_TEXT } from "@shared/file-types";

export const PHOTO_STATUS_LABEL: Readonly<Record<ContractorPhotoStatus, string>> = {
  [ContractorPhotoStatus.pending]: "Waiting for our office",
  [ContractorPhotoStatus.approved]: "On your profile",
  [ContractorPhotoStatus.rejected]: "Not approved",
};

const PHOTO_STATUS_TONE: Readonly<Record<ContractorPhotoStatus, Tone>> = {
  [ContractorPhotoStatus.pending]: "warn",
  [ContractorPhotoStatus.approved]: "good",
  [ContractorPhotoStatus.rejected]: "alert",
};

export const ACCEPTED_PHOTOS = acceptedFiles(CONTRACTOR_PHOTO_UPLOAD);
export const PHOTO_FILE_MESSAGE = `Choose one photo: ${ACCEPTED_PHOTOS}.`;
export const PHOTO_TOO_LARGE_MESSAGE = `This photo is larger than ${formatFileSize(CONTRACTOR_PHOTO_UPLOAD.maxBytes)}: export it smaller (about 4000 pixels wide is plenty) and choose it again.`;
export const ALT_TEXT_HELP =
  "Required. Say what the photo shows, as you would to a homeowner on the phone: the building or room, the materials, the finish. " +
  "Screen readers read it aloud to people who cannot see the photo, and it shows when a picture does not load. " +
  "For example: “Great room of a 40x60 barndominium with a stone fireplace and a loft.”";
export const UPLOADED_MESSAGE = "Photo uploaded. It appears on your profile once our office approves it, usually within 2 business days.";

/** The most photos the list asks for at once (a portfolio holds 30, plus any rejected ones). */
const LIST_PAGE_SIZE = 100;

function usePhotosRefresh() {
  const queryClient = useQueryClient();
  // The public profile's gallery comes with the dashboard's profile too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListMyContractorPhotosQueryKey().slice(0, 1) }),
      queryClient.invalidateQueries({ queryKey: getGetMyContractorProfileQueryKey() }),
    ]);
}

export function PortfolioPhotosSection() {
  const photos = useListMyContractorPhotos({ pageSize: LIST_PAGE_SIZE });
  const [notice, setNotice] = useState<string | null>(null);

  if (photos.isError) return <FormAlert message={failureText(photos.error)} />;
  if (!photos.data) return <p role="status">Loading your photos…</p>;
  const { items, count, limit, total } = photos.data;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {count} of {limit} photos on your profile or waiting for our office. {ACCEPTED_PHOTOS}. We keep resized copies without the camera’s details or the
        photo’s GPS location, so a homeowner’s address never travels with it.
      </p>
      {count < limit ? (
        <UploadForm onUploaded={() => setNotice(UPLOADED_MESSAGE)} onStart={() => setNotice(null)} />
      ) : (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800">
          Your portfolio has {limit} photos, the most a listing can have. Delete one to upload another.
        </p>
      )}
      <FormStatus message={notice} />
      {items.length ? (
        <ul className="grid gap-4" aria-label="Your portfolio photos">
          {items.map((photo) => (
            <li key={photo.id} className="rounded-lg p-4 ring-1 ring-stone-200 dark:ring-stone-700">
              <PhotoItem photo={photo} last={photo.position === count} onDone={setNotice} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700 dark:text-stone-300">
          No photos yet. Photos of your finished work (outside and in) help homeowners choose you: upload your best few first.
        </p>
      )}
      {total > items.length ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Showing the first {items.length} of {total} photos. Delete photos our office did not approve to see the rest.
        </p>
      ) : null}
    </div>
  );
}

interface UploadValues {
  altText: string;
  /** Blank (left out by the resolver) for none. */
  caption?: string;
  file: ArrayLike<File> | undefined;
}

const UPLOAD_FIELDS = ["altText", "caption", "file"] as const;

const uploadSchema = uploadContractorPhotoBody.omit({ file: true }).extend({
  // One file chosen (its size is checked on submit; its type by the server, from the contents).
  file: z.custom<ArrayLike<File>>((value) => typeof value === "object" && value !== null && (value as ArrayLike<unknown>).length === 1),
});

const uploadResolver = generatedSchemaResolver<UploadValues>(
  uploadSchema,
  { altText: PICTURE_ALT_TEXT.message, caption: `Keep the caption to ${uploadContractorPhotoBodyCaptionMax} characters or fewer.`, file: PHOTO_FILE_MESSAGE },
  { altText: PICTURE_ALT_TEXT.message },
);

function UploadForm({ onUploaded, onStart }: { onUploaded: () => void; onStart: () => void }) {
  const refresh = usePhotosRefresh();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<UploadValues>({ resolver: uploadResolver, defaultValues: { altText: "", caption: "", file: undefined } });

  const upload = useUploadContractorPhoto({
    mutation: {
      onMutate: () => {
        clearErrors();
        onStart();
      },
      onSuccess: async () => {
        // No values: react-hook-form then also resets the form element, which is what empties the file input.
        reset();
        onUploaded();
        await refresh();
      },
      onError: (error) => {
        // A field's message goes under the field; anything else (409, 413, 415, an empty file) is about the photo.
        if (fieldErrorsOf(error).length === 0 || showServerFieldErrors<UploadValues>(error, UPLOAD_FIELDS, setError) === 0)
          setError("file", { type: "server", message: errorMessage(error) }, { shouldFocus: true });
      },
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="upload-photo-title"
      className="grid max-w-2xl gap-4 rounded-lg border border-stone-200 p-4 sm:p-6 dark:border-stone-700"
      onSubmit={(event) =>
        void handleSubmit((values) => {
          const file = values.file?.[0];
          if (!file) return;
          if (file.size > CONTRACTOR_PHOTO_UPLOAD.maxBytes) {
            setError("file", { type: "size", message: PHOTO_TOO_LARGE_MESSAGE }, { shouldFocus: true });
            return;
          }
          upload.mutate({ data: { altText: values.altText, caption: values.caption?.trim() || null, file } });
        })(event)
      }
    >
      <h3 id="upload-photo-title" className="text-lg font-bold text-stone-900 dark:text-white">
        Add a photo
      </h3>
      <FormField
        label="Photo"
        type="file"
        accept={acceptAttribute(CONTRACTOR_PHOTO_UPLOAD)}
        description={`${ACCEPTED_PHOTOS}. We check the file’s contents, not its name.`}
        error={errors.file?.message}
        {...register("file")}
      />
      <TextAreaField
        label="What the photo shows (alt text)"
        description={ALT_TEXT_HELP}
        rows={2}
        maxLength={uploadContractorPhotoBodyAltTextMax}
        error={errors.altText?.message}
        {...register("altText")}
      />
      <FormField
        label="Caption"
        hint="(optional)"
        description="Shown under the photo, such as the town and year: “Cameron, 2025: SIP shell and interior finish”."
        maxLength={uploadContractorPhotoBodyCaptionMax}
        error={errors.caption?.message}
        {...register("caption")}
      />
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={upload.isPending}>
          {upload.isPending ? "Uploading…" : "Upload photo"}
        </button>
      </div>
    </form>
  );
}

function PhotoItem({ photo, last, onDone }: { photo: MyContractorPhotoResponseDto; last: boolean; onDone: (message: string) => void }) {
  const refresh = usePhotosRefresh();
  const update = useUpdateMyContractorPhoto();
  const remove = useDeleteMyContractorPhoto();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const rejected = photo.status === ContractorPhotoStatus.rejected;
  const name = `“${photo.altText}”`;

  async function move(position: number) {
    setFailure(null);
    try {
      await update.mutateAsync({ id: photo.id, data: { position } });
      onDone(`Photo moved to place ${position}: ${name}.`);
      await refresh();
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  async function deletePhoto() {
    setFailure(null);
    try {
      await remove.mutateAsync({ id: photo.id });
      onDone(`Photo deleted: ${name}.`);
      await refresh();
    } catch (error) {
      setConfirming(false);
      setFailure(failureText(error));
    }
  }

  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      <div className="w-40">
        {photo.image ? (
          <ResponsivePicture image={photo.image} alt={photo.altText} sizes="160px" className="block aspect-[4/3] h-auto w-full rounded-md object-cover" />
        ) : (
          <p className="flex aspect-[4/3] items-center justify-center rounded-md bg-stone-100 p-2 text-center text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-300">
            Photo removed by our office
          </p>
        )}
      </div>
      <div className="grid min-w-0 content-start gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <Pill tone={PHOTO_STATUS_TONE[photo.status]}>{PHOTO_STATUS_LABEL[photo.status]}</Pill>
          {photo.position !== null ? <span className="text-sm text-stone-600 dark:text-stone-400">Place {photo.position} in your gallery</span> : null}
        </p>
        {rejected && photo.rejectionReason ? (
          <p className="text-stone-900 dark:text-stone-100">
            <span className="font-semibold">Our office’s reason: </span>
            {photo.rejectionReason}
          </p>
        ) : null}
        {editing ? (
          <WordsForm
            photo={photo}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              onDone(
                saved.status === ContractorPhotoStatus.pending && photo.status === ContractorPhotoStatus.approved
                  ? "Saved. The photo is off your profile until our office checks the new words, usually within 2 business days."
                  : `Saved: ${`“${saved.altText}”`}.`,
              );
            }}
          />
        ) : (
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className="inline font-semibold text-stone-700 dark:text-stone-300">Alt text: </dt>
              <dd className="inline wrap-anywhere text-stone-900 dark:text-stone-100">{photo.altText}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-stone-700 dark:text-stone-300">Caption: </dt>
              <dd className="inline wrap-anywhere text-stone-900 dark:text-stone-100">{photo.caption ?? "None"}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-stone-700 dark:text-stone-300">File: </dt>
              <dd className="inline wrap-anywhere text-stone-900 dark:text-stone-100">
                {photo.fileName}, uploaded {formatBusinessDate(photo.createdAt)}
              </dd>
            </div>
          </dl>
        )}
        {confirming ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
            <p>Delete this photo? {photo.status === ContractorPhotoStatus.approved ? "It leaves your profile at once." : "This cannot be undone."}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                ref={confirmRef}
                type="button"
                className="btn-primary disabled:cursor-wait disabled:opacity-70"
                disabled={remove.isPending}
                onClick={() => void deletePhoto()}
              >
                {remove.isPending ? "Deleting…" : "Yes, delete it"}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </div>
          </div>
        ) : editing ? null : (
          <div className="flex flex-wrap gap-2">
            {rejected ? null : (
              <>
                <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
                  Edit words<span className="sr-only"> of {name}</span>
                </button>
                {photo.position !== null && photo.position > 1 ? (
                  <button type="button" className="btn-secondary" disabled={update.isPending} onClick={() => void move(photo.position! - 1)}>
                    Move earlier<span className="sr-only"> in the gallery: {name}</span>
                  </button>
                ) : null}
                {photo.position !== null && !last ? (
                  <button type="button" className="btn-secondary" disabled={update.isPending} onClick={() => void move(photo.position! + 1)}>
                    Move later<span className="sr-only"> in the gallery: {name}</span>
                  </button>
                ) : null}
              </>
            )}
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setFailure(null);
                setConfirming(true);
              }}
            >
              Delete<span className="sr-only"> {name}</span>
            </button>
          </div>
        )}
        <FormAlert message={failure} />
      </div>
    </div>
  );
}

interface WordsValues {
  altText: string;
  /** Blank (left out by the resolver) removes the caption. */
  caption?: string;
}

const wordsSchema = z.object({
  altText: z.string().trim().min(PICTURE_ALT_TEXT.minLength).max(PICTURE_ALT_TEXT.maxLength),
  caption: z.string().trim().max(uploadContractorPhotoBodyCaptionMax).optional(),
});

const wordsResolver = generatedSchemaResolver<WordsValues>(
  wordsSchema,
  { altText: PICTURE_ALT_TEXT.message, caption: `Keep the caption to ${uploadContractorPhotoBodyCaptionMax} characters or fewer.` },
  { altText: PICTURE_ALT_TEXT.message },
);

function WordsForm({
  photo,
  onCancel,
  onSaved,
}: {
  photo: MyContractorPhotoResponseDto;
  onCancel: () => void;
  onSaved: (saved: MyContractorPhotoResponseDto) => void;
}) {
  const refresh = usePhotosRefresh();
  const update = useUpdateMyContractorPhoto();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<WordsValues>({ resolver: wordsResolver, defaultValues: { altText: photo.altText, caption: photo.caption ?? "" } });
  useEffect(() => setFocus("altText"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: photo.id, data: { altText: values.altText, caption: values.caption?.trim() || null } });
      onSaved(saved);
      await refresh();
    } catch (error) {
      if (showServerFieldErrors<WordsValues>(error, ["altText", "caption"], setError) === 0) setFailure(failureText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Words of ${photo.fileName}`} className="grid gap-3">
      {photo.status === ContractorPhotoStatus.approved ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          New words take the photo off your profile until our office checks them; moving it does not.
        </p>
      ) : null}
      <TextAreaField
        label="What the photo shows (alt text)"
        description={ALT_TEXT_HELP}
        rows={2}
        maxLength={uploadContractorPhotoBodyAltTextMax}
        error={errors.altText?.message}
        {...register("altText")}
      />
      <FormField label="Caption" hint="(optional)" maxLength={uploadContractorPhotoBodyCaptionMax} error={errors.caption?.message} {...register("caption")} />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={update.isPending} className="btn-primary disabled:cursor-wait disabled:opacity-70">
          {update.isPending ? "Saving…" : "Save words"}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
