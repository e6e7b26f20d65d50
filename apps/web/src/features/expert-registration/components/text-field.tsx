import type { ComponentProps } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { RegistrationValues } from './registration-values';

type Name = Path<RegistrationValues>;

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'name'> {
  name: Name;
  label: string;
  hint?: string;
  register: UseFormRegister<RegistrationValues>;
  errors: FieldErrors<RegistrationValues>;
}

/** One labelled input of the registration form with its error under it. */
export function TextField({ name, label, hint, register, errors, ...props }: TextFieldProps) {
  const id = `expert-${name}`;
  const error = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(describedBy) => <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} {...register(name)} />}
    </FormField>
  );
}
