import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

interface FieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  hint?: string;
  /** The control's id, when a test or a label elsewhere needs a stable one; otherwise one is made. */
  id?: string;
}

/**
 * The one way a form field is wired (STYLE §3b, shadcn/ui's Form as the model): inside a react-hook-form
 * `FormProvider`, the label, the control, `aria-invalid`, `aria-describedby` and the error under the field all
 * come from the field's name. A page never wires them by hand.
 */
function useField<T extends FieldValues>(name: Path<T>, id: string | undefined) {
  const { getFieldState, formState } = useFormContext<T>();
  const made = useId();
  const { error } = getFieldState(name, formState);
  return { id: id ?? `field-${made}`, error: error?.message };
}

function Wired<T extends FieldValues>({
  name,
  label,
  hint,
  id: wanted,
  control,
}: FieldProps<T> & { control: (wiring: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode }) {
  const { id, error } = useField<T>(name, wanted);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(describedBy) => control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    </FormField>
  );
}

export function TextField<T extends FieldValues>({ name, label, hint, id, ...input }: FieldProps<T> & Omit<ComponentProps<'input'>, 'name' | 'id'>) {
  const { register } = useFormContext<T>();
  return <Wired<T> name={name} label={label} hint={hint} id={id} control={(wiring) => <Input {...input} {...wiring} {...register(name)} />} />;
}

export function TextareaField<T extends FieldValues>({ name, label, hint, id, ...textarea }: FieldProps<T> & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const { register } = useFormContext<T>();
  return <Wired<T> name={name} label={label} hint={hint} id={id} control={(wiring) => <Textarea {...textarea} {...wiring} {...register(name)} />} />;
}

interface SelectFieldProps<T extends FieldValues> extends FieldProps<T>, Omit<ComponentProps<'select'>, 'name' | 'id'> {
  /** The first, empty choice ("Choose one"). */
  placeholder?: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
}

export function SelectField<T extends FieldValues>({ name, label, hint, id, placeholder, options, ...select }: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <Wired<T>
      name={name}
      label={label}
      hint={hint}
      id={id}
      control={(wiring) => (
        <NativeSelect {...select} {...wiring} {...register(name)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
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
