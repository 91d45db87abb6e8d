/**
 * "Service areas" on /contractors/dashboard (issue 15): the listing's 1 to 10 areas, each editable
 * in place (updateMyServiceArea), a new one (addMyServiceArea) and removal after a confirmation
 * (removeMyServiceArea). The API resolves each ZIP code and town; its messages land under the
 * fields, and a refusal (409: the last area, a duplicate, the 11th) is shown in its own words.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import {
  getGetMyContractorProfileQueryKey,
  useAddMyServiceArea,
  useRemoveMyServiceArea,
  useUpdateMyServiceArea,
} from "@/api/generated/endpoints/contractor-portal/contractor-portal";
import type { ServiceAreaInputDto, ServiceAreaResponseDto } from "@/api/generated/model";
import { showServerFieldErrors } from "@/components/form-support";
import { FormAlert, FormStatus } from "@/components/form-notice";
import { failureText } from "@/lib/session/use-auth-actions";
import { AREA_RADIUS, AREAS_MAX, ServiceAreaFields, areaProblems, emptyArea, toServiceArea, type AreaValues } from "./service-area-fields";

const AREA_FIELDS = ["zipCode", "city", "state", "radius"] as const;

/** The form's values of a saved area (its town stays blank when it has a ZIP code: the ZIP names it, and one of the two is sent). */
export const areaValuesOf = (area: ServiceAreaResponseDto): AreaValues => ({
  zipCode: area.zipCode ?? "",
  city: area.zipCode ? "" : area.city,
  state: area.state,
  radius: String(area.radius),
});

/** One area's problems (service-area-fields.tsx), as react-hook-form's errors. */
const areaResolver: Resolver<AreaValues> = async (values) => {
  const problems = Object.entries(areaProblems(toServiceArea(values)));
  if (!problems.length) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(problems.map(([field, message]) => [field, { type: "validate", message }])) as FieldErrors<AreaValues> };
};

function useProfileRefresh() {
  const queryClient = useQueryClient();
  // The areas, the towns served and the coverage all come with the profile.
  return () => queryClient.invalidateQueries({ queryKey: getGetMyContractorProfileQueryKey() });
}

export function ServiceAreasSection({ areas }: { areas: ServiceAreaResponseDto[] }) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-600 dark:text-stone-400">
        A ZIP code or a town (Missouri unless you give another state), and how far you travel from it: {AREA_RADIUS.min} to {AREA_RADIUS.max} miles. Homeowners
        who search inside that circle find you. From 1 to {AREAS_MAX} areas.
      </p>
      <FormStatus message={notice} />
      <ul className="grid gap-3" aria-label="Your service areas">
        {areas.map((area) => (
          <li key={area.id} className="rounded-lg p-4 ring-1 ring-stone-200 dark:ring-stone-700">
            {editing === area.id ? (
              <AreaForm area={area} onCancel={() => setEditing(null)} onSaved={(saved) => done(`Service area saved: ${saved.label}.`)} />
            ) : (
              <AreaRow
                area={area}
                onEdit={() => {
                  setNotice(null);
                  setEditing(area.id);
                }}
                onRemoved={() => done(`Service area removed: ${area.label}.`)}
              />
            )}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        <AreaForm onCancel={() => setEditing(null)} onSaved={(saved) => done(`Service area added: ${saved.label}.`)} />
      ) : areas.length < AREAS_MAX ? (
        <button
          type="button"
          className="btn-secondary justify-self-start"
          onClick={() => {
            setNotice(null);
            setEditing("new");
          }}
        >
          Add a service area
        </button>
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          You have {AREAS_MAX} service areas, the most a listing can have: remove one to add another.
        </p>
      )}
    </div>
  );
}

function AreaRow({ area, onEdit, onRemoved }: { area: ServiceAreaResponseDto; onEdit: () => void; onRemoved: () => void }) {
  const refresh = useProfileRefresh();
  const remove = useRemoveMyServiceArea();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function removeArea() {
    setFailure(null);
    try {
      await remove.mutateAsync({ id: area.id });
      onRemoved();
      await refresh();
    } catch (error) {
      setConfirming(false);
      setFailure(failureText(error));
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-stone-900 dark:text-white">{area.label}</p>
        {confirming ? null : (
          <div className="flex gap-2">
            <button type="button" className="btn-secondary" onClick={onEdit}>
              Edit<span className="sr-only"> {area.label}</span>
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setFailure(null);
                setConfirming(true);
              }}
            >
              Remove<span className="sr-only"> {area.label}</span>
            </button>
          </div>
        )}
      </div>
      {confirming ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p>Remove this area? Homeowners searching there will no longer find you through it.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
              disabled={remove.isPending}
              onClick={() => void removeArea()}
            >
              {remove.isPending ? "Removing..." : "Yes, remove it"}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : null}
      <FormAlert message={failure} />
    </div>
  );
}

/** One area's inline form: edits `area`, or adds a new one without it. */
function AreaForm({ area, onCancel, onSaved }: { area?: ServiceAreaResponseDto; onCancel: () => void; onSaved: (saved: ServiceAreaResponseDto) => void }) {
  const refresh = useProfileRefresh();
  const add = useAddMyServiceArea();
  const update = useUpdateMyServiceArea();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AreaValues>({ resolver: areaResolver, defaultValues: area ? areaValuesOf(area) : emptyArea() });
  useEffect(() => setFocus(area?.zipCode || !area ? "zipCode" : "city"), [area, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const data: ServiceAreaInputDto = toServiceArea(values);
    try {
      const saved = area ? await update.mutateAsync({ id: area.id, data }) : await add.mutateAsync({ data });
      onSaved(saved);
      await refresh();
    } catch (error) {
      if (showServerFieldErrors<AreaValues>(error, AREA_FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  const pending = add.isPending || update.isPending;
  const legend = area ? `Change ${area.label}` : "New service area";
  return (
    <form onSubmit={onSubmit} noValidate aria-label={legend} className="grid gap-3">
      <ServiceAreaFields legend={legend} field={(name) => register(name)} errors={errors} />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} className="btn-primary disabled:cursor-wait disabled:opacity-70">
          {pending ? "Saving..." : area ? "Save area" : "Add area"}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
