/**
 * A form whose values live in the page's search parameters: shareable, restored on reload, and
 * walked by the back button. The form keeps its own copy while the visitor types, so the caret
 * never jumps while the URL catches up; the URL takes over again when it changes from outside
 * (back, forward, a link). Typing into one box replaces the history entry after its first change,
 * so a number typed digit by digit is one step back, not five.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "@/lib/use-hydrated";
import { LeadActivityKind } from "@/api/generated/model/leadActivityKind";
import { reportLeadEvent } from "@/lib/lead-events";

export interface UrlFormCodec<T> {
  read(params: URLSearchParams): T;
  write(values: T): URLSearchParams;
  /** What the prerendered page shows. */
  defaults: T;
}

const PLAN_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
/** Longest number entry kept from a URL: enough for "20,000.5", not for pasted junk. */
const MAX_NUMBER_TEXT = 12;

/** The calculators' `plan` parameter: a plan slug, or "" for none or a malformed one. */
export function planParam(params: URLSearchParams): string {
  const plan = params.get("plan") ?? "";
  return PLAN_SLUG.test(plan) ? plan : "";
}

/** A number box's text from the URL, kept as typed (cut to a sensible length); the fallback when absent. */
export function numberText(raw: string | null, fallback: string): string {
  return raw === null ? fallback : raw.slice(0, MAX_NUMBER_TEXT);
}

export interface UpdateOptions {
  /** The box being typed in: consecutive changes of the same box share one history entry. */
  typing?: string;
  /** Rewrite the current history entry (a correction the visitor did not make, like filling in a plan's sizes). */
  replace?: boolean;
}

export interface UrlForm<T> {
  values: T;
  /** The search parameters of the current URL (empty while hydrating the prerendered page). */
  params: URLSearchParams;
  /** Change some values and write the URL. */
  update(patch: Partial<T>, options?: UpdateOptions): void;
}

/**
 * `calculator`: the calculator's name for the lead score (issue 28): the visitor's own changes
 * (not the page's corrections) report a calculator run, which only a visitor who gave us their
 * e-mail sends (lib/lead-events.ts), once per page load.
 */
export function useUrlForm<T>(codec: UrlFormCodec<T>, calculator?: string): UrlForm<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const search = searchParams.toString();
  const fromUrl = useMemo(() => codec.read(new URLSearchParams(search)), [codec, search]);

  const [local, setLocal] = useState<T | null>(null);
  const written = useRef<string | null>(null);
  const lastTyping = useRef<string | undefined>(undefined);

  // The URL changed and not because of us (back, forward, a link): it wins over the local copy.
  useEffect(() => {
    if (search !== written.current) {
      setLocal(null);
      written.current = null;
      lastTyping.current = undefined;
    }
  }, [search]);

  const values = !hydrated ? codec.defaults : (local ?? fromUrl);
  const current = useRef(values);
  current.current = values;

  const update = useCallback(
    (patch: Partial<T>, { typing, replace: rewrite = false }: UpdateOptions = {}) => {
      const next = { ...current.current, ...patch };
      const params = codec.write(next);
      const replace = rewrite || (typing !== undefined && typing === lastTyping.current);
      lastTyping.current = typing;
      written.current = params.toString();
      current.current = next;
      setLocal(next);
      setSearchParams(params, { replace, preventScrollReset: true });
      if (calculator && !rewrite) reportLeadEvent({ kind: LeadActivityKind.calculator_run, subject: calculator });
    },
    [codec, setSearchParams, calculator],
  );

  const params = useMemo(() => new URLSearchParams(hydrated ? search : ""), [hydrated, search]);
  return { values, params, update };
}
