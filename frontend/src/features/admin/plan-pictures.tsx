/**
 * A plan's pictures on its office page (issue 31): "Add a picture" (uploadDesignImage, multipart:
 * the file, its kind, its alt text, a caption and a position; the server checks the file by its
 * contents and answers 413/415 with a sentence, shown under the file field), then the pictures in
 * the order the plan page shows them (floor plans first), each with "Edit" (kind, alt text,
 * caption, position: updateDesignImage) and "Delete" (deleteDesignImage, after a confirmation).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, type UseFormRegister } from "react-hook-form";
import { z } from "zod";
import { errorMessage, fieldErrorsOf } from "@/api/api-error";
import {
  getGetAdminDesignQueryKey,
  getListAdminDesignsQueryKey,
  useDeleteDesignImage,
  useUpdateDesignImage,
  useUploadDesignImage,
} from "@/api/generated/endpoints/admin-designs/admin-designs";
import { DesignImageKind, type AdminDesignDetailResponseDto, type AdminDesignImageDto } from "@/api/generated/model";
import {
  uploadDesignImageBodyAltTextMax,
  uploadDesignImageBodyAltTextMin,
  uploadDesignImageBodyCaptionMax,
  uploadDesignImageBodySortOrderMax,
} from "@/api/generated/zod/admin-designs/admin-designs.zod";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { ResponsivePicture } from "@/components/responsive-picture";
import { toast } from "@/components/toast/use-toast";
import { acceptAttribute, acceptedFiles, DESIGN_IMAGE_UPLOAD, formatFileSize, PICTURE_ALT_TEXT } from "@shared/file-types";
import { PICTURE_KIND_LABEL } from "./plan-labels";

export const ACCEPTED_PICTURES = acceptedFiles(DESIGN_IMAGE_UPLOAD);
export const PICTURE_FILE_MESSAGE = `Choose one picture: ${ACCEPTED_PICTURES}.`;
export const PICTURE_TOO_LARGE_MESSAGE = `This picture is larger than ${formatFileSize(DESIGN_IMAGE_UPLOAD.maxBytes)}: export it smaller (4,000 pixels wide is plenty) and choose it again.`;
const POSITION_MESSAGE = `Enter a whole number from 0 to ${uploadDesignImageBodySortOrderMax}, or leave it empty to put the picture last.`;
const CAPTION_MESSAGE = `Keep the caption to ${uploadDesignImageBodyCaptionMax} characters.`;

/** Why alt text matters and what to write, under every alt text field. */
export const ALT_TEXT_HELP =
  "Required. Read aloud to buyers who use a screen reader, and shown when the picture does not load. Say what the picture shows, not the file name: for a floor plan, how the rooms lie (“three bedrooms on the left, the shop behind the garage”); for a photo, what is in view.";

const KINDS = Object.values(DesignImageKind);

const pictureFields = {
  kind: z.enum(KINDS as [DesignImageKind, ...DesignImageKind[]]),
  altText: z.string().trim().min(uploadDesignImageBodyAltTextMin).max(uploadDesignImageBodyAltTextMax),
  caption: z.string().trim().max(uploadDesignImageBodyCaptionMax).optional(),
  sortOrder: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
};

const pictureMessages = { kind: "Choose what the picture shows.", altText: PICTURE_ALT_TEXT.message, caption: CAPTION_MESSAGE, sortOrder: POSITION_MESSAGE };

interface PictureValues {
  kind: DesignImageKind | "";
  altText: string;
  caption: string;
  sortOrder: string;
}

interface UploadValues extends PictureValues {
  file: ArrayLike<File> | undefined;
}

const uploadResolver = generatedSchemaResolver<UploadValues>(
  z.object({
    ...pictureFields,
    // One file chosen (its size is checked on submit, with its own sentence; its type by the server, from the contents).
    file: z.custom<ArrayLike<File>>((value) => typeof value === "object" && value !== null && (value as ArrayLike<unknown>).length === 1),
  }),
  { ...pictureMessages, file: PICTURE_FILE_MESSAGE },
);
const editResolver = generatedSchemaResolver<PictureValues>(z.object(pictureFields), pictureMessages);

const UPLOAD_FIELDS = ["kind", "altText", "caption", "sortOrder", "file"] as const;
const EDIT_FIELDS = ["kind", "altText", "caption", "sortOrder"] as const;

function useRefreshPlan(designId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: getGetAdminDesignQueryKey(designId) });
    await queryClient.invalidateQueries({ queryKey: getListAdminDesignsQueryKey().slice(0, 1) });
  };
}

export function PlanPictures({ plan }: { plan: AdminDesignDetailResponseDto }) {
  return (
    <div className="grid gap-8">
      <p className="max-w-3xl text-stone-700 dark:text-stone-300">
        The plan page shows floor plans first, then photos and renderings, each group in the order of its position numbers. The first picture is the big one at
        the top of the page. Without any picture the page shows the drawn spec sheet. Pictures are public as soon as you upload them; we keep resized copies
        without the camera's details or GPS position.
      </p>
      <UploadForm designId={plan.id} />
      <section aria-labelledby="plan-picture-list">
        <h3 id="plan-picture-list" className="text-lg font-bold text-stone-900 dark:text-white">
          {plan.images.length === 0 ? "No pictures yet" : `${plan.images.length} ${plan.images.length === 1 ? "picture" : "pictures"}, in page order`}
        </h3>
        {plan.images.length === 0 ? (
          <p className="mt-2 text-stone-700 dark:text-stone-300">Upload the floor plan first: it is what buyers look for.</p>
        ) : (
          <ol className="mt-4 grid gap-6">
            {plan.images.map((image, index) => (
              <PictureItem
                key={`${image.id}:${image.kind}:${image.sortOrder}:${image.altText}:${image.caption}`}
                designId={plan.id}
                image={image}
                place={index + 1}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The fields the upload and the edit forms share. */
function PictureFields({
  register,
  errors,
  kind,
}: {
  register: UseFormRegister<PictureValues>;
  errors: Partial<Record<keyof PictureValues, { message?: string }>>;
  /** The kind selected on the first render (before react-hook-form reads the field). */
  kind: DesignImageKind | "";
}) {
  return (
    <>
      <SelectField label="What it shows" defaultValue={kind} error={errors.kind?.message} {...register("kind")}>
        <option value="">Choose</option>
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {PICTURE_KIND_LABEL[kind]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Alt text"
        rows={2}
        maxLength={uploadDesignImageBodyAltTextMax}
        description={ALT_TEXT_HELP}
        error={errors.altText?.message}
        {...register("altText")}
      />
      <FormField
        label="Caption"
        hint="(optional)"
        maxLength={uploadDesignImageBodyCaptionMax}
        description="Shown under the picture for everyone, e.g. “Built near Cameron, 2026”."
        error={errors.caption?.message}
        {...register("caption")}
      />
      <FormField
        label="Position"
        hint="(optional)"
        inputMode="numeric"
        description={`Lower numbers come first within floor plans and within the other pictures (0 to ${uploadDesignImageBodySortOrderMax}).`}
        error={errors.sortOrder?.message}
        {...register("sortOrder")}
      />
    </>
  );
}

function UploadForm({ designId }: { designId: number }) {
  const refresh = useRefreshPlan(designId);
  const [added, setAdded] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<UploadValues>({ resolver: uploadResolver, defaultValues: { kind: "", altText: "", caption: "", sortOrder: "", file: undefined } });

  const upload = useUploadDesignImage({
    mutation: {
      onMutate: () => {
        clearErrors();
        setAdded(null);
      },
      onSuccess: async (image) => {
        const text = `${PICTURE_KIND_LABEL[image.kind]} added; it is on the plan page now.`;
        setAdded(text);
        toast({ title: "Picture uploaded", description: text });
        // No values: react-hook-form then also resets the form element, which is what empties the file input.
        reset();
        await refresh();
      },
      onError: (error) => {
        // A field's message goes under the field; anything else (413, 415, an unreadable picture) is about the file.
        if (fieldErrorsOf(error).length === 0 || showServerFieldErrors<UploadValues>(error, UPLOAD_FIELDS, setError) === 0)
          setError("file", { type: "server", message: errorMessage(error) }, { shouldFocus: true });
      },
    },
  });

  return (
    <section aria-labelledby="add-plan-picture" className="rounded-lg border border-stone-200 p-4 sm:p-6 dark:border-stone-700">
      <h3 id="add-plan-picture" className="text-lg font-bold text-stone-900 dark:text-white">
        Add a picture
      </h3>
      <form
        noValidate
        className="mt-4 grid max-w-2xl gap-4"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            const file = values.file?.[0];
            if (!file) return;
            if (file.size > DESIGN_IMAGE_UPLOAD.maxBytes) {
              setError("file", { type: "size", message: PICTURE_TOO_LARGE_MESSAGE }, { shouldFocus: true });
              return;
            }
            upload.mutate({
              id: designId,
              data: {
                file,
                kind: values.kind as DesignImageKind,
                altText: values.altText.trim(),
                ...(values.caption?.trim() ? { caption: values.caption.trim() } : {}),
                ...(values.sortOrder ? { sortOrder: Number(values.sortOrder) } : {}),
              },
            });
          })(event)
        }
      >
        <FormField
          label="Picture file"
          type="file"
          accept={acceptAttribute(DESIGN_IMAGE_UPLOAD)}
          description={`${ACCEPTED_PICTURES}. We check the file's contents, not its name.`}
          error={errors.file?.message}
          {...register("file")}
        />
        {/* The upload form's values are the picture's plus the file: its register serves the shared fields. */}
        <PictureFields register={register as unknown as UseFormRegister<PictureValues>} errors={errors} kind="" />
        <div>
          <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={upload.isPending}>
            {upload.isPending ? "Uploading…" : "Upload picture"}
          </button>
        </div>
        {added ? (
          <p role="status" className="font-semibold text-green-800 dark:text-green-300">
            {added}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function PictureItem({ designId, image, place }: { designId: number; image: AdminDesignImageDto; place: number }) {
  const refresh = useRefreshPlan(designId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const label = `${PICTURE_KIND_LABEL[image.kind]} ${place}`;
  const remove = useDeleteDesignImage({
    mutation: {
      onSuccess: async () => {
        toast({ title: "Picture deleted", description: `${label} is gone from the plan page, with every stored size of it.` });
        await refresh();
      },
    },
  });

  return (
    <li className="grid gap-4 rounded-lg border border-stone-200 p-4 sm:grid-cols-[12rem_minmax(0,1fr)] dark:border-stone-700">
      <div>
        {image.sources ? (
          <ResponsivePicture image={image.sources} alt={image.altText} sizes="12rem" className="h-auto w-48 max-w-full rounded-md bg-white" />
        ) : (
          <img src={image.imageUrl} alt={image.altText} loading="lazy" className="h-auto w-48 max-w-full rounded-md bg-white" />
        )}
      </div>
      <div className="grid content-start gap-3">
        <p className="font-semibold text-stone-900 dark:text-white">
          {place}. {PICTURE_KIND_LABEL[image.kind]} <span className="font-normal text-stone-700 dark:text-stone-300">· position {image.sortOrder}</span>
        </p>
        <dl className="grid gap-1 text-sm">
          <dt className="font-semibold text-stone-700 dark:text-stone-300">Alt text</dt>
          <dd className="text-stone-900 dark:text-stone-100">{image.altText || "Missing: add one"}</dd>
          <dt className="font-semibold text-stone-700 dark:text-stone-300">Caption</dt>
          <dd className="text-stone-900 dark:text-stone-100">{image.caption ?? "None"}</dd>
        </dl>
        {editing ? (
          <EditForm designId={designId} image={image} onDone={() => setEditing(false)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
              Edit<span className="sr-only"> {label}</span>
            </button>
            {confirming ? (
              <>
                <button type="button" className="btn-primary" disabled={remove.isPending} onClick={() => remove.mutate({ id: designId, imageId: image.id })}>
                  {remove.isPending ? "Deleting…" : "Yes, delete it"}
                  <span className="sr-only"> ({label})</span>
                </button>
                <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                  Keep it
                </button>
              </>
            ) : (
              <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
                Delete<span className="sr-only"> {label}</span>
              </button>
            )}
          </div>
        )}
        {remove.isError ? (
          <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
            {errorMessage(remove.error)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function EditForm({ designId, image, onDone }: { designId: number; image: AdminDesignImageDto; onDone: () => void }) {
  const refresh = useRefreshPlan(designId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PictureValues>({
    resolver: editResolver,
    defaultValues: { kind: image.kind, altText: image.altText, caption: image.caption ?? "", sortOrder: String(image.sortOrder) },
  });
  const update = useUpdateDesignImage({
    mutation: {
      onSuccess: async () => {
        toast({ title: "Picture saved", description: "The plan page shows the change now." });
        onDone();
        await refresh();
      },
      onError: (error) => {
        if (showServerFieldErrors<PictureValues>(error, EDIT_FIELDS, setError) === 0) setProblem(errorMessage(error));
      },
    },
  });
  return (
    <form
      noValidate
      aria-label={`Edit ${PICTURE_KIND_LABEL[image.kind].toLowerCase()} ${image.id}`}
      className="grid max-w-2xl gap-4"
      onSubmit={(event) =>
        void handleSubmit((values) => {
          setProblem(null);
          update.mutate({
            id: designId,
            imageId: image.id,
            data: {
              kind: values.kind as DesignImageKind,
              altText: values.altText.trim(),
              caption: values.caption?.trim() ? values.caption.trim() : null,
              sortOrder: values.sortOrder ? Number(values.sortOrder) : image.sortOrder,
            },
          });
        })(event)
      }
    >
      <PictureFields register={register} errors={errors} kind={image.kind} />
      {problem ? (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save picture"}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
