import type { ComponentProps } from 'react';
import { Field } from './field';

const INPUT_CLASS =
  'block w-full cursor-pointer rounded-xl border border-border bg-surface text-sm text-muted-foreground file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:bg-primary-soft file:px-4 file:font-semibold file:text-primary-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60 dark:file:text-foreground';

interface FileFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/**
 * A file picker with its label, hint and error. A chosen file is not a form value: it is checked as it is chosen
 * and sent on its own, so the caller holds the file and its error.
 */
export function FileField({ id, label, hint, error, ...input }: FileFieldProps) {
  return <Field id={id} label={label} hint={hint} error={error} control={(wiring) => <input {...input} {...wiring} type="file" className={INPUT_CLASS} />} />;
}
