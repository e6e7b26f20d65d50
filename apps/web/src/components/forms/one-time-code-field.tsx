import type { ComponentProps } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { NamedField, splitField, type NamedFieldProps } from './field';

type OneTimeCodeFieldProps<T extends FieldValues> = NamedFieldProps<T> & Omit<ComponentProps<'input'>, 'name' | 'id' | 'type'>;

/**
 * A 6-digit code from an SMS (issue 20). `autocomplete="one-time-code"` lets iOS and Android offer the code from
 * the message; a pasted "482 913" keeps its digits.
 */
export function OneTimeCodeField<T extends FieldValues>(props: OneTimeCodeFieldProps<T>) {
  const [field, input] = splitField<T, OneTimeCodeFieldProps<T>>(props);
  const { field: code } = useController<T>({ name: field.name });
  return (
    <NamedField<T>
      {...field}
      control={(wiring) => (
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          {...input}
          {...wiring}
          type="text"
          className="text-center font-mono text-xl tracking-[0.4em]"
          name={code.name}
          ref={code.ref}
          value={code.value}
          onBlur={code.onBlur}
          onChange={(event) => code.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      )}
    />
  );
}
