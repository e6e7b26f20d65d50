import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import { NamedField, splitField, type NamedFieldProps } from './field';

type TextareaFieldProps<T extends FieldValues> = NamedFieldProps<T> & Omit<ComponentProps<'textarea'>, 'name' | 'id'>;

export function TextareaField<T extends FieldValues>(props: TextareaFieldProps<T>) {
  const [field, textarea] = splitField<T, TextareaFieldProps<T>>(props);
  const { register } = useFormContext<T>();
  return <NamedField<T> {...field} control={(wiring) => <Textarea {...textarea} {...wiring} {...register(field.name)} />} />;
}
