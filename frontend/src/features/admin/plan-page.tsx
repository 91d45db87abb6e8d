/**
 * Route module of /admin/designs/{id} (admin only, issue 31): one plan (getAdminDesign). Its words
 * (name, description, style, price: updateDesign with the `updatedAt` the page read, so a plan
 * someone changed meanwhile is refused with a reload button), its status (only the moves the server
 * lists in `allowedStatuses`), and its pictures (plan-pictures.tsx: upload with alt text, kind,
 * caption and position; edit; delete).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useParams } from "react-router";
import { z } from "zod";
import {
  getGetAdminDesignQueryKey,
  getListAdminDesignsQueryKey,
  useGetAdminDesign,
  useUpdateDesign,
} from "@/api/generated/endpoints/admin-designs/admin-designs";
import { DesignStatus, DesignStyle, type AdminDesignDetailResponseDto, type UpdateDesignDto } from "@/api/generated/model";
import { updateDesignBodyDescriptionMax, updateDesignBodyNameMax } from "@/api/generated/zod/admin-designs/admin-designs.zod";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { ChangeProblemAlert, changeProblemOf, type ChangeProblem } from "@/components/staff/change-problem";
import { toast } from "@/components/toast/use-toast";
import { dollarsToCents } from "@/lib/currency";
import { formatBusinessDateTime } from "@/lib/dates";
import { metaFrom } from "@/lib/page-head";
import { withQueries } from "@/lib/query-provider";
import { snakeToTitle } from "@/lib/text";
import { AdminShell } from "../../components/staff/admin-shell";
import { Loading } from "../../components/staff/list-parts";
import { BackLink, Detail, Pill, RecordProblem } from "../../components/staff/office-parts";
import { PlanPictures } from "./plan-pictures";
import { PLAN_MOVE_LABEL, PLAN_STATUS_LABEL, PLAN_STATUS_MEANING, PLAN_STATUS_TONE } from "./plan-labels";
import { adminPages } from "./pages";

export const meta = metaFrom(adminPages);

type Reload = () => Promise<unknown>;

function PlanPage() {
  const id = Number(useParams().id);
  const plan = useGetAdminDesign(id);
  const back = <BackLink to={adminPages.plans.path}>All plans</BackLink>;
  const data = plan.data;

  return (
    <AdminShell
      title={data?.name ?? adminPages.plan.title}
      actions={
        data && data.status !== DesignStatus.draft ? (
          <a href={data.pagePath} className="btn-secondary">
            Public page<span className="sr-only"> of {data.name}</span>
          </a>
        ) : null
      }
    >
      {plan.isError ? (
        <RecordProblem error={plan.error} retry={() => void plan.refetch()} back={back} />
      ) : !data ? (
        <Loading what="the plan" />
      ) : (
        <>
          {back}
          <PlanRecord plan={data} reload={() => plan.refetch()} reloading={plan.isFetching} />
        </>
      )}
    </AdminShell>
  );
}

function PlanRecord({ plan, reload, reloading }: { plan: AdminDesignDetailResponseDto; reload: Reload; reloading: boolean }) {
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-3">
      <Section title="Words" className="lg:col-span-2">
        {/* Remounted with each new copy of the plan, so the form starts again from what is stored. */}
        <WordsForm key={plan.updatedAt} plan={plan} reload={reload} reloading={reloading} />
      </Section>
      <div className="grid content-start gap-8">
        <Section title="Status">
          <StatusPart key={plan.updatedAt} plan={plan} reload={reload} reloading={reloading} />
        </Section>
        <Section title="Figures">
          <dl className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white px-4 dark:divide-stone-800 dark:border-stone-700 dark:bg-stone-900">
            <Detail term="Address">{plan.pagePath}</Detail>
            <Detail term="Living area">{plan.livingSquareFeet.toLocaleString("en-US")} sq ft</Detail>
            <Detail term="Shop">{plan.shopSquareFeet === null ? "None" : `${plan.shopSquareFeet.toLocaleString("en-US")} sq ft`}</Detail>
            <Detail term="Rooms">
              {plan.bedrooms} bedrooms, {plan.bathrooms} baths
            </Detail>
            <Detail term="Last changed">{formatBusinessDateTime(plan.updatedAt)}</Detail>
          </dl>
        </Section>
      </div>
      <Section title="Pictures" className="lg:col-span-3">
        <PlanPictures plan={plan} />
      </Section>
    </div>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: React.ReactNode }) {
  const id = `plan-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-xl font-bold text-stone-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface WordsValues {
  name: string;
  description: string;
  style: DesignStyle;
  price: string;
}

const NAME_MESSAGE = `Give the plan a name of at most ${updateDesignBodyNameMax} characters.`;
const DESCRIPTION_MESSAGE = `Keep the description to ${updateDesignBodyDescriptionMax.toLocaleString("en-US")} characters.`;
export const PRICE_MESSAGE = "Enter the base price in whole dollars (like 349,000), or leave it empty for “price on request”.";

const wordsSchema = z.object({
  name: z.string().trim().min(1).max(updateDesignBodyNameMax),
  description: z.string().max(updateDesignBodyDescriptionMax).optional(),
  style: z.enum(Object.values(DesignStyle) as [DesignStyle, ...DesignStyle[]]),
  price: z
    .string()
    .refine((text) => dollarsToCents(text) !== null)
    .optional(),
});

const wordsResolver = generatedSchemaResolver<WordsValues>(
  wordsSchema,
  { name: NAME_MESSAGE, description: DESCRIPTION_MESSAGE, style: "Choose a style.", price: PRICE_MESSAGE },
  { name: "Give the plan a name." },
);

const dollarsOf = (cents: number | null) => (cents === null ? "" : (cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 }));

/** The plan's name, description, style and price; saved together. */
function WordsForm({ plan, reload, reloading }: { plan: AdminDesignDetailResponseDto; reload: Reload; reloading: boolean }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<ChangeProblem | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WordsValues>({
    resolver: wordsResolver,
    defaultValues: { name: plan.name, description: plan.description ?? "", style: plan.style, price: dollarsOf(plan.price) },
  });
  const update = useSaveDesign(plan.id, queryClient);

  const submit = handleSubmit((values) => {
    setProblem(null);
    const body: UpdateDesignDto = {
      name: values.name.trim(),
      description: values.description?.trim() ? values.description.trim() : null,
      style: values.style,
      price: values.price ? dollarsToCents(values.price) : null,
      updatedAt: plan.updatedAt,
    };
    update.mutate(
      { id: plan.id, data: body },
      {
        onSuccess: (saved) => toast({ title: "Plan saved", description: `${saved.name}: the catalogue and its page show the change now.` }),
        onError: (error) => {
          if (showServerFieldErrors<WordsValues>(error, ["name", "description", "style", "price"], setError) === 0) setProblem(changeProblemOf(error));
        },
      },
    );
  });

  return (
    <form noValidate className="grid max-w-2xl gap-4" onSubmit={(event) => void submit(event)}>
      <FormField
        label="Name"
        maxLength={updateDesignBodyNameMax}
        description={`As buyers see it in the catalogue and on the contact form. Its address stays ${plan.pagePath}, so saved links keep working.`}
        error={errors.name?.message}
        {...register("name")}
      />
      <TextAreaField
        label="Description"
        hint="(optional)"
        rows={6}
        maxLength={updateDesignBodyDescriptionMax}
        description="The “About” paragraph of the plan page: who the plan suits, how the rooms lie, what the shop holds."
        error={errors.description?.message}
        {...register("description")}
      />
      {/* defaultValue too: the option must be selected on the first render, before react-hook-form reads the field. */}
      <SelectField label="Style" defaultValue={plan.style} error={errors.style?.message} {...register("style")}>
        {Object.values(DesignStyle).map((style) => (
          <option key={style} value={style}>
            {snakeToTitle(style)}
          </option>
        ))}
      </SelectField>
      <FormField
        label="Base price in dollars"
        hint="(optional)"
        inputMode="decimal"
        description="Empty: “price on request”; the plan page's cost estimate gives the range."
        error={errors.price?.message}
        {...register("price")}
      />
      <ChangeProblemAlert problem={problem} what="plan" reloading={reloading} onReload={() => void reload()} />
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save words"}
        </button>
      </div>
    </form>
  );
}

/** The status, what it means for buyers, and the moves the server allows from it. */
function StatusPart({ plan, reload, reloading }: { plan: AdminDesignDetailResponseDto; reload: Reload; reloading: boolean }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<ChangeProblem | null>(null);
  const update = useSaveDesign(plan.id, queryClient);
  const move = (status: DesignStatus) => {
    setProblem(null);
    update.mutate(
      { id: plan.id, data: { status, updatedAt: plan.updatedAt } },
      {
        onSuccess: (saved) => toast({ title: `Plan ${PLAN_STATUS_LABEL[saved.status].toLowerCase()}`, description: PLAN_STATUS_MEANING[saved.status] }),
        onError: (error) => setProblem(changeProblemOf(error)),
      },
    );
  };
  return (
    <div className="grid gap-4">
      <p>
        <Pill tone={PLAN_STATUS_TONE[plan.status]}>{PLAN_STATUS_LABEL[plan.status]}</Pill>
      </p>
      <p className="text-sm text-stone-700 dark:text-stone-300">{PLAN_STATUS_MEANING[plan.status]}</p>
      {plan.allowedStatuses.map((status) => (
        <div key={status} className="grid gap-1">
          <button type="button" className="btn-secondary" disabled={update.isPending} onClick={() => move(status)}>
            {PLAN_MOVE_LABEL[status]}
          </button>
          <p className="text-sm text-stone-600 dark:text-stone-400">Then: {PLAN_STATUS_MEANING[status]}</p>
        </div>
      ))}
      <ChangeProblemAlert problem={problem} what="plan" reloading={reloading} onReload={() => void reload()} />
    </div>
  );
}

/** updateDesign, putting the answer in the plan's cache and marking the list stale. */
function useSaveDesign(id: number, queryClient: ReturnType<typeof useQueryClient>) {
  return useUpdateDesign({
    mutation: {
      onSuccess: async (saved) => {
        queryClient.setQueryData(getGetAdminDesignQueryKey(id), saved);
        await queryClient.invalidateQueries({ queryKey: getListAdminDesignsQueryKey().slice(0, 1) });
      },
    },
  });
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(PlanPage);
