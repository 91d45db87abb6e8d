import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cx } from "@/lib/cx";

interface FieldChrome {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  /** Help below the control (e.g. a character count), linked with aria-describedby. */
  description?: ReactNode;
  error?: string;
}

interface FormFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  ref?: Ref<HTMLInputElement>;
}

const controlClass = (error: string | undefined) =>
  cx(
    "w-full rounded-md border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 dark:bg-stone-950 dark:text-white",
    error ? "border-red-600 dark:border-red-400" : "border-stone-300 dark:border-stone-600",
  );

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;
}

/** Label above, control, description and error below; the control is linked to both with aria-describedby. */
function Field({ label, hint, description, error, children }: FieldChrome & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
        {hint ? <span className="font-normal text-stone-600 dark:text-stone-400"> {hint}</span> : null}
      </label>
      {children({ id, describedBy })}
      {description ? (
        <p id={descriptionId} className="text-sm text-stone-600 dark:text-stone-400">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A labelled input whose error is linked with aria-describedby and flagged with aria-invalid. */
export function FormField({ label, hint, description, error, ref, ...input }: FormFieldProps) {
  return (
    <Field label={label} hint={hint} description={description} error={error}>
      {({ id, describedBy }) => (
        <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...input} />
      )}
    </Field>
  );
}

interface SelectFieldProps extends FieldChrome, Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> {
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select, same chrome as FormField; pass the <option>s as children. */
export function SelectField({ label, hint, description, error, ref, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} description={description} error={error}>
      {({ id, describedBy }) => (
        <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

interface TextAreaFieldProps extends FieldChrome, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box, same chrome as FormField. */
export function TextAreaField({ label, hint, description, error, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} description={description} error={error}>
      {({ id, describedBy }) => (
        <textarea ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...textarea} />
      )}
    </Field>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type"> {
  /** The label text beside the box; may hold links. */
  children: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and the error below, linked with aria-describedby. */
export function CheckboxField({ children, error, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-stone-800 dark:text-stone-200">
          {children}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type PresetFieldProps = Omit<FormFieldProps, "label" | "type" | "autoComplete" | "inputMode">;

/** The e-mail input the lead forms use. */
export function EmailField(props: PresetFieldProps) {
  return <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The optional phone input the lead forms use. */
export function PhoneField(props: PresetFieldProps) {
  return <FormField label="Phone" hint="(optional)" type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}

interface PasswordFieldProps extends Omit<FormFieldProps, "type" | "autoComplete"> {
  /** "current-password" to sign in or confirm, "new-password" to choose one (password managers read it). */
  autoComplete: "current-password" | "new-password";
}

/** A password input with a Show/Hide toggle (a real button beside it; the input keeps its label). */
export function PasswordField({ label, hint, error, ref, autoComplete, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={cx(controlClass(error), "pr-20")}
            {...input}
          />
          <button
            type="button"
            aria-controls={id}
            aria-label={`${visible ? "Hide" : "Show"} ${label.toLowerCase()}`}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-1 right-1 rounded px-3 text-sm font-semibold text-brand-700 hover:bg-stone-100 dark:text-brand-300 dark:hover:bg-stone-800"
          >
            {visible ? "Hide" : "Show"}
          </button>
        </div>
      )}
    </Field>
  );
}
