import { keepPhoneDigits } from '@sahay/domain/phone';
import type { ComponentProps } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { NamedField, splitField, type NamedFieldProps } from './field';

type PhoneFieldProps<T extends FieldValues> = NamedFieldProps<T> & Omit<ComponentProps<'input'>, 'name' | 'id' | 'type'>;

/** An Indian mobile number after a fixed +91: it keeps only the digits as they are typed or pasted. */
export function PhoneField<T extends FieldValues>(props: PhoneFieldProps<T>) {
  const [field, input] = splitField<T, PhoneFieldProps<T>>(props);
  const { field: phone } = useController<T>({ name: field.name });
  return (
    <NamedField<T>
      {...field}
      control={(wiring) => (
        <div className="flex">
          <span className="flex h-11 items-center rounded-l-xl border border-r-0 border-border bg-muted px-3 text-sm text-muted-foreground">+91</span>
          <Input
            inputMode="numeric"
            {...input}
            {...wiring}
            type="tel"
            className="rounded-l-none"
            name={phone.name}
            ref={phone.ref}
            value={phone.value}
            onBlur={phone.onBlur}
            onChange={(event) => phone.onChange(keepPhoneDigits(event.target.value))}
          />
        </div>
      )}
    />
  );
}
