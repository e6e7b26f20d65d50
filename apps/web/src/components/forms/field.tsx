import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useDomainMessages } from '@/i18n/domain-messages';

/** What a control gets from its field: spread it on the input, select or textarea. */
export interface FieldWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The wiring of a control whose error (and hint) paragraphs carry these ids. */
export function wireControl(id: string, error: string | undefined, hint?: string): FieldWiring {
  const describedBy = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** The error under a field (STYLE §3), announced when it appears. */
export function FieldError({ id, message, className }: { id: string; message: string | undefined; className?: string }) {
  // Issue 20: a domain message in the reader's language.
  const say = useDomainMessages();
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-danger', className)}>
      {say(message)}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  control: (wiring: FieldWiring) => ReactNode;
}

/**
 * A label, the control, its hint and its error right under it, wired for screen readers. Form fields get their
 * error from react-hook-form through `NamedField`; this is for controls whose state is not a form value (files sent
 * on their own, a page's picker).
 */
export function Field({ id, label, error, hint, control }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {control(wireControl(id, error, hint))}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export interface NamedFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  hint?: string;
  /** The control's id, when a test or a label elsewhere needs a stable one; otherwise one is made. */
  id?: string;
}

/** A named field's own props, and the rest, for its control. */
export function splitField<T extends FieldValues, P extends NamedFieldProps<T>>({ name, label, hint, id, ...control }: P) {
  return [{ name, label, hint, id }, control] as const;
}

/** The id of a named field's control, and its error from the form's state (read inside a `FormProvider`). */
export function useNamedField<T extends FieldValues>(name: Path<T>, id: string | undefined) {
  const { getFieldState, formState } = useFormContext<T>();
  const made = useId();
  return { id: id ?? `field-${made}`, error: getFieldState(name, formState).error?.message };
}

/**
 * The one way a form field is wired (STYLE §3b, shadcn/ui's Form as the model): inside a react-hook-form
 * `FormProvider`, the label, the control, `aria-invalid`, `aria-describedby` and the error under the field all
 * come from the field's name. A page never wires them by hand; it uses TextField, PasswordField and the others.
 */
export function NamedField<T extends FieldValues>({ name, label, hint, id: wanted, control }: NamedFieldProps<T> & Pick<FieldProps, 'control'>) {
  const { id, error } = useNamedField<T>(name, wanted);
  return <Field id={id} label={label} error={error} hint={hint} control={control} />;
}

type TextFieldProps<T extends FieldValues> = NamedFieldProps<T> & Omit<ComponentProps<'input'>, 'name' | 'id'>;

/**
 * A text input (text, email, number, a password without the toggle). It lives with the field rather than in a file
 * of its own: one chunk fewer before the login page is usable (its bundle budget, scripts/check-bundle-budget.mjs).
 */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const [field, input] = splitField<T, TextFieldProps<T>>(props);
  const { register } = useFormContext<T>();
  return <NamedField<T> {...field} control={(wiring) => <Input {...input} {...wiring} {...register(field.name)} />} />;
}
