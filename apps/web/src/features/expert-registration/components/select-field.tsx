import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { RegistrationValues } from './registration-values';

interface SelectFieldProps {
  name: Path<RegistrationValues>;
  label: string;
  placeholder: string;
  options: readonly string[];
  register: UseFormRegister<RegistrationValues>;
  errors: FieldErrors<RegistrationValues>;
}

export function SelectField({ name, label, placeholder, options, register, errors }: SelectFieldProps) {
  const id = `expert-${name}`;
  const error = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <FormField id={id} label={label} error={error}>
      {(describedBy) => (
        <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...register(name)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
