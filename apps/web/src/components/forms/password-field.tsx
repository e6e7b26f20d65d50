import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { NamedField, splitField, type NamedFieldProps } from './field';
import { useT } from '@/i18n/i18n';

type PasswordFieldProps<T extends FieldValues> = NamedFieldProps<T> & Omit<ComponentProps<'input'>, 'name' | 'id' | 'type'>;

/** A password with a show/hide toggle (spec 000 §2). */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const [field, input] = splitField<T, PasswordFieldProps<T>>(props);
  const { register } = useFormContext<T>();
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  return (
    <NamedField<T>
      {...field}
      control={(wiring) => (
        <div className="relative">
          <Input {...input} {...wiring} {...register(field.name)} type={visible ? 'text' : 'password'} className="pr-12" />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground"
          >
            {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          </button>
        </div>
      )}
    />
  );
}
