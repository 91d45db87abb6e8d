/**
 * The Resources tab of /affiliate-admin (issue 30): the files every active partner sees on the
 * dashboard. "Add a resource" uploads one (uploadPartnerResource, multipart: title, description,
 * category and the file; the server decides the type from the contents and answers 413/415 with a
 * sentence, shown under the file field); the list below (listPartnerResources) is filtered, sorted
 * and paged by the server with its state in the URL (`category`, `sort`, `order`, `page`), each row
 * with its download link and "Delete" (deletePartnerResource, after a confirmation).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { errorMessage, fieldErrorsOf } from "@/api/api-error";
import { useDeletePartnerResource, useUploadPartnerResource } from "@/api/generated/endpoints/admin-partners/admin-partners";
import { getListPartnerResourcesQueryKey, useListPartnerResources } from "@/api/generated/endpoints/partner-portal/partner-portal";
import { PartnerResourceCategory, type ListPartnerResourcesParams, type PartnerResourceResponseDto } from "@/api/generated/model";
import {
  uploadPartnerResourceBody,
  uploadPartnerResourceBodyDescriptionMax,
  uploadPartnerResourceBodyTitleMax,
} from "@/api/generated/zod/admin-partners/admin-partners.zod";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDate } from "@/lib/dates";
import { acceptAttribute, acceptedFiles, formatFileSize, PARTNER_RESOURCE_UPLOAD } from "@shared/file-types";
import {
  EmptyStaffList,
  FIELD_INPUT,
  FIELD_LABEL,
  FilterForm,
  ListProblem,
  Loading,
  Pager,
  SortHeader,
  StaffTable,
  TD,
  TH,
} from "../../components/staff/list-parts";
import { useListSearch, type ListSearchParams } from "../../components/staff/list-search";
import { fileTypeLabel, PARTNER_RESOURCE_CATEGORY_LABEL } from "./affiliate-labels";

/** The page's own parameter, never sent to listPartnerResources. */
const PAGE_KEYS = ["tab"] as const;

export function resourceListParams(params: ListSearchParams): ListPartnerResourcesParams {
  const rest: ListSearchParams = { ...params };
  for (const key of PAGE_KEYS) delete rest[key];
  return rest as ListPartnerResourcesParams;
}

export const ACCEPTED_FILES = acceptedFiles(PARTNER_RESOURCE_UPLOAD);
export const FILE_MESSAGE = `Choose one file: ${ACCEPTED_FILES}.`;
export const TOO_LARGE_MESSAGE = `This file is larger than ${formatFileSize(PARTNER_RESOURCE_UPLOAD.maxBytes)}: make it smaller and choose it again.`;

export function ResourcesTab() {
  const { params, update } = useListSearch();
  const resources = useListPartnerResources(resourceListParams(params));
  const sort = String(params.sort ?? "createdAt");
  const order = String(params.order ?? "desc");

  return (
    <>
      <p className="mb-4 max-w-3xl text-stone-700 dark:text-stone-300">
        Files you share here appear on every active partner's dashboard under "Partner resources": brochures, plan books, the program's rules. Partners download
        them to hand to customers, so give each a title and description a customer-facing partner understands.
      </p>
      <UploadForm />
      <h3 className="mt-10 text-xl font-bold text-stone-900 dark:text-white">Shared resources</h3>
      <div className="mt-3">
        <FilterForm label="Filter resources" onApply={update}>
          <div>
            <label htmlFor="resources-q" className={FIELD_LABEL}>
              Title or description
            </label>
            <input id="resources-q" name="q" type="search" defaultValue={String(params.q ?? "")} className={FIELD_INPUT} />
          </div>
          <div>
            <label htmlFor="resources-category" className={FIELD_LABEL}>
              Category
            </label>
            <select id="resources-category" name="category" defaultValue={String(params.category ?? "")} className={FIELD_INPUT}>
              <option value="">Any category</option>
              {Object.values(PartnerResourceCategory).map((category) => (
                <option key={category} value={category}>
                  {PARTNER_RESOURCE_CATEGORY_LABEL[category]}
                </option>
              ))}
            </select>
          </div>
        </FilterForm>
      </div>
      <div className="mt-6">
        {resources.isError ? (
          <ListProblem error={resources.error} retry={() => void resources.refetch()} />
        ) : !resources.data ? (
          <Loading what="resources" />
        ) : resources.data.total === 0 ? (
          <EmptyStaffList noun="resources">
            No resources yet. Upload the brochure or plan book partners ask for most with the form above; it shows on their dashboards at once.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Resources shared with partners"
              head={
                <>
                  <SortHeader label="Title" sortKey="title" sort={sort} order={order} defaultOrder="asc" />
                  <SortHeader label="Category" sortKey="category" sort={sort} order={order} defaultOrder="asc" />
                  <th scope="col" className={TH}>
                    File
                  </th>
                  <SortHeader label="Added" sortKey="createdAt" sort={sort} order={order} />
                  <th scope="col" className={TH}>
                    Actions
                  </th>
                </>
              }
            >
              {resources.data.items.map((item) => (
                <ResourceRow key={item.id} resource={item} />
              ))}
            </StaffTable>
            <Pager page={resources.data.page} pageSize={resources.data.pageSize} total={resources.data.total} noun="resources" />
          </>
        )}
      </div>
    </>
  );
}

interface UploadValues {
  title: string;
  description: string;
  category: PartnerResourceCategory | "";
  file: ArrayLike<File> | undefined;
}

const EMPTY: UploadValues = { title: "", description: "", category: "", file: undefined };
const UPLOAD_FIELDS = ["title", "description", "category", "file"] as const;

const uploadSchema = uploadPartnerResourceBody.omit({ file: true }).extend({
  // One file chosen (its size is checked on submit, with its own sentence; its type by the server, from the contents).
  file: z.custom<ArrayLike<File>>((value) => typeof value === "object" && value !== null && (value as ArrayLike<unknown>).length === 1),
});

const uploadResolver = generatedSchemaResolver<UploadValues>(
  uploadSchema,
  {
    title: `Give the resource a title of at most ${uploadPartnerResourceBodyTitleMax} characters.`,
    description: `Add a short description of at most ${uploadPartnerResourceBodyDescriptionMax} characters, so partners know when to use it.`,
    category: "Choose a category.",
    file: FILE_MESSAGE,
  },
  { title: "Give the resource a title.", description: "Add a short description, so partners know when to use it." },
);

function UploadForm() {
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<UploadValues>({ resolver: uploadResolver, defaultValues: EMPTY });

  const upload = useUploadPartnerResource({
    mutation: {
      onMutate: () => {
        clearErrors();
        setAdded(null);
      },
      onSuccess: async (resource) => {
        const text = `"${resource.title}" is on every active partner's dashboard now.`;
        setAdded(text);
        toast({ title: "Resource uploaded", description: text });
        // No values: react-hook-form then also resets the form element, which is what empties the file input.
        reset();
        await queryClient.invalidateQueries({ queryKey: getListPartnerResourcesQueryKey().slice(0, 1) });
      },
      onError: (error) => {
        // A field's message goes under the field; anything else (413, 415, an empty file) is about the file.
        if (fieldErrorsOf(error).length === 0 || showServerFieldErrors<UploadValues>(error, UPLOAD_FIELDS, setError) === 0)
          setError("file", { type: "server", message: errorMessage(error) }, { shouldFocus: true });
      },
    },
  });

  return (
    <section aria-labelledby="add-resource" className="rounded-lg border border-stone-200 p-4 sm:p-6 dark:border-stone-700">
      <h3 id="add-resource" className="text-xl font-bold text-stone-900 dark:text-white">
        Add a resource
      </h3>
      <form
        noValidate
        className="mt-4 grid max-w-2xl gap-4"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            const file = values.file?.[0];
            if (!file) return;
            if (file.size > PARTNER_RESOURCE_UPLOAD.maxBytes) {
              setError("file", { type: "size", message: TOO_LARGE_MESSAGE }, { shouldFocus: true });
              return;
            }
            upload.mutate({ data: { title: values.title, description: values.description, category: values.category as PartnerResourceCategory, file } });
          })(event)
        }
      >
        <FormField label="Title" maxLength={uploadPartnerResourceBodyTitleMax} error={errors.title?.message} {...register("title")} />
        <TextAreaField
          label="Description"
          description="One or two sentences: what it is and when a partner would hand it to a customer."
          rows={3}
          maxLength={uploadPartnerResourceBodyDescriptionMax}
          error={errors.description?.message}
          {...register("description")}
        />
        <SelectField label="Category" error={errors.category?.message} {...register("category")}>
          <option value="">Choose a category</option>
          {Object.values(PartnerResourceCategory).map((category) => (
            <option key={category} value={category}>
              {PARTNER_RESOURCE_CATEGORY_LABEL[category]}
            </option>
          ))}
        </SelectField>
        <FormField
          label="File"
          type="file"
          accept={acceptAttribute(PARTNER_RESOURCE_UPLOAD)}
          description={`${ACCEPTED_FILES}. We check the file's contents, not its name.`}
          error={errors.file?.message}
          {...register("file")}
        />
        <div>
          <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={upload.isPending}>
            {upload.isPending ? "Uploading…" : "Upload resource"}
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

function ResourceRow({ resource }: { resource: PartnerResourceResponseDto }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePartnerResource({
    mutation: {
      onSuccess: async () => {
        toast({ title: "Resource deleted", description: `"${resource.title}" and its file are gone from every partner's dashboard.` });
        await queryClient.invalidateQueries({ queryKey: getListPartnerResourcesQueryKey().slice(0, 1) });
      },
    },
  });
  return (
    <tr>
      <th scope="row" className={`${TD} min-w-56 text-left`}>
        <span className="font-semibold">{resource.title}</span>
        <span className="block font-normal text-stone-700 dark:text-stone-300">{resource.description}</span>
      </th>
      <td className={TD}>{PARTNER_RESOURCE_CATEGORY_LABEL[resource.category]}</td>
      <td className={`${TD} break-all`}>
        <a href={resource.downloadUrl} className="link" download={resource.fileName}>
          {resource.fileName}
        </a>
        <span className="block text-stone-600 dark:text-stone-400">
          {fileTypeLabel(resource.contentType)}, {formatFileSize(resource.byteSize)}
        </span>
      </td>
      <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(resource.createdAt)}</td>
      <td className={TD}>
        {confirming ? (
          <div className="grid gap-2">
            <p>Delete it from every partner's dashboard?</p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-primary" disabled={remove.isPending} onClick={() => remove.mutate({ id: resource.id })}>
                {remove.isPending ? "Deleting…" : "Yes, delete"}
                <span className="sr-only"> {resource.title}</span>
              </button>
              <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
            Delete<span className="sr-only"> {resource.title}</span>
          </button>
        )}
        {remove.isError ? (
          <p role="alert" className="mt-2 font-semibold text-red-800 dark:text-red-300">
            {errorMessage(remove.error)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
