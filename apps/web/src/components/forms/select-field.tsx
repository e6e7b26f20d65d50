import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { NativeSelect } from '@/components/ui/native-select';
import { NamedField, splitField, type NamedFieldProps } from './field';
import { optionParts, type Option } from './options';

interface SelectFieldProps<T extends FieldValues> extends NamedFieldProps<T>, Omit<ComponentProps<'select'>, 'name' | 'id'> {
  /** The first, empty choice ("Choose one"). */
  placeholder?: string;
  options: readonly Option[];
}

export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const [field, { placeholder, options, ...select }] = splitField<T, SelectFieldProps<T>>(props);
  const { register } = useFormContext<T>();
  return (
    <NamedField<T>
      {...field}
      control={(wiring) => (
        <NativeSelect {...select} {...wiring} {...register(field.name)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } = optionParts(option);
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect>
      )}
    />
  );
}
