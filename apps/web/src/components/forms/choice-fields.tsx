import type { ReactNode } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { FieldError, useNamedField, wireControl, type NamedFieldProps } from './field';
import { optionParts, type Option } from './options';

/** One box to tick, its words beside it (a confirmation); the error under it. */
export function CheckboxField<T extends FieldValues>({ name, id: wanted, children }: Omit<NamedFieldProps<T>, 'label' | 'hint'> & { children: ReactNode }) {
  const { register } = useFormContext<T>();
  const { id, error } = useNamedField<T>(name, wanted);
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border p-3 text-sm has-[:checked]:border-primary">
        <input type="checkbox" className="mt-0.5 size-5 accent-[var(--color-primary)]" {...wireControl(id, error)} {...register(name)} />
        <span>{children}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} className="mt-1" />
    </div>
  );
}

const MARK = {
  checkbox:
    "flex size-4 items-center justify-center rounded border border-muted-foreground bg-surface text-[10px] font-bold text-primary-foreground peer-checked:border-primary peer-checked:bg-primary peer-checked:before:content-['✓']",
  radio: 'size-4 rounded-full border border-muted-foreground bg-surface peer-checked:border-[5px] peer-checked:border-primary',
};

interface ChoicePillsProps<T extends FieldValues> extends Omit<NamedFieldProps<T>, 'label' | 'hint'> {
  legend: string;
  /** Checkboxes choose any number (the value is a list), radios one. */
  type: 'checkbox' | 'radio';
  options: readonly Option[];
}

/** A group of choices as pills in a fieldset, its error under them. */
export function ChoicePills<T extends FieldValues>({ name, id: wanted, legend, type, options }: ChoicePillsProps<T>) {
  const { register } = useFormContext<T>();
  const { id, error } = useNamedField<T>(name, wanted);
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const { value, label } = optionParts(option);
          return (
            <label
              key={value}
              className="flex h-11 cursor-pointer items-center gap-2 rounded-full border border-border px-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              {/* The whole 44 px pill is the control; the mark only shows its state (tap targets, STYLE). */}
              <input type={type} value={value} className="peer sr-only" {...register(name)} />
              <span aria-hidden className={MARK[type]} />
              {label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} className="mt-1.5" />
    </fieldset>
  );
}
