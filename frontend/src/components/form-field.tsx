import { useId, type InputHTMLAttributes, type Ref } from "react";
import { cx } from "@/lib/cx";

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is linked with aria-describedby and flagged with aria-invalid. */
export function FormField({ label, hint, error, ref, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
        {hint ? <span className="font-normal text-stone-600 dark:text-stone-400"> {hint}</span> : null}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          "w-full rounded-md border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 dark:bg-stone-950 dark:text-white",
          error ? "border-red-600 dark:border-red-400" : "border-stone-300 dark:border-stone-600",
        )}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type PresetFieldProps = Omit<FormFieldProps, "label" | "type" | "autoComplete" | "inputMode">;

/** The e-mail input both lead forms use. */
export function EmailField(props: PresetFieldProps) {
  return <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The optional phone input both lead forms use. */
export function PhoneField(props: PresetFieldProps) {
  return <FormField label="Phone" hint="(optional)" type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}
