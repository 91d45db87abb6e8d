import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf } from "@/api/api-error";

/**
 * Optional fields the visitor left blank are sent as absent: the generated schemas check a
 * phone's pattern whenever the field is a string, and the server treats blank as missing anyway.
 */
export function withoutBlanks<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === "string" && value.trim() === "" ? undefined : value])) as T;
}

/**
 * react-hook-form resolver from an orval-generated zod schema. The generated schemas carry the
 * rules but no wording, so each field's message comes from `messages` (the spec's text, the
 * same the server answers with); `requiredMessages` words a field left blank differently where
 * the server does. `TValues` may be a subset of the schema's fields (the rest optional, like the
 * utm fields of a lead). A form whose fields are not the body (dollars typed, cents sent) pipes a
 * transform into the generated schema and names the body as `TOutput`, what handleSubmit receives.
 */
export function generatedSchemaResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType<unknown, FieldValues>,
  messages: Partial<Record<Path<TValues>, string>>,
  requiredMessages: Partial<Record<Path<TValues>, string>> = {},
): Resolver<TValues, unknown, TOutput> {
  const resolver = zodResolver(schema, {
    error: (issue) => {
      const field = String(issue.path?.[0] ?? "") as Path<TValues>;
      return (issue.input === undefined ? requiredMessages[field] : undefined) ?? messages[field] ?? "Please check this field.";
    },
  });
  return (values, context, options) => resolver(withoutBlanks(values), context, options as never) as ReturnType<Resolver<TValues, unknown, TOutput>>;
}

/**
 * Puts the server's per-field messages (400 `errors: [{ field, message }]`) under the form's
 * fields. `prefix` strips the body path of nested forms ("contact."). Returns how many were placed.
 */
export function showServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<TValues>>,
  setError: UseFormSetError<TValues>,
  prefix = "",
): number {
  let placed = 0;
  for (const { field, message } of fieldErrorsOf(error)) {
    const name = (field.startsWith(prefix) ? field.slice(prefix.length) : field) as Path<TValues>;
    if (!fields.includes(name)) continue;
    setError(name, { type: "server", message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}
