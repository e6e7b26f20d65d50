import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { useDomainMessages } from '@/i18n/domain-messages';
import { useT } from '@/i18n/i18n';
import { EXPERT_DESK_AREA } from '../expert-desk-area';
import { EMPTY_MEDICINE, type PrescriptionValues } from './document-values';

const COLUMNS = [
  { key: 'name', label: 'desk.rx.name', placeholder: 'desk.rx.nameExample' },
  { key: 'strength', label: 'desk.rx.strength', placeholder: 'desk.rx.strengthExample' },
  { key: 'dose', label: 'desk.rx.dose', placeholder: 'desk.rx.doseExample' },
  { key: 'frequency', label: 'desk.rx.frequency', placeholder: 'desk.rx.frequencyExample' },
  { key: 'duration', label: 'desk.rx.duration', placeholder: 'desk.rx.durationExample' },
  { key: 'instructions', label: 'desk.rx.instructions', placeholder: 'desk.rx.instructionsExample' },
] as const;

/** TPG 2020: each drug with name, strength, dose, frequency and duration. */
export function MedicineFields() {
  const { control, formState } = useFormContext<PrescriptionValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'medicines' });
  const listError = formState.errors.medicines?.message;
  const { t } = useT(EXPERT_DESK_AREA);
  const say = useDomainMessages();
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{t('desk.rx.medicines')}</legend>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {say(listError)}
        </p>
      ) : null}
      {fields.map((field, index) => (
        <div key={field.id} className="rounded-2xl border border-border p-3" role="group" aria-label={t('desk.rx.medicineNumber', { number: index + 1 })}>
          <div className="grid gap-2 sm:grid-cols-3">
            {COLUMNS.map((column) => (
              <div key={column.key} className={column.key === 'name' || column.key === 'instructions' ? 'sm:col-span-3' : undefined}>
                <TextField<PrescriptionValues>
                  name={`medicines.${index}.${column.key}`}
                  id={`medicine-${index}-${column.key}`}
                  label={t(column.label)}
                  placeholder={t(column.placeholder)}
                />
              </div>
            ))}
          </div>
          {fields.length > 1 ? (
            <Button variant="ghost" className="mt-2 text-danger" onClick={() => remove(index)}>
              <Trash2 aria-hidden /> {t('desk.rx.removeMedicine', { number: index + 1 })}
            </Button>
          ) : null}
        </div>
      ))}
      <Button variant="outline" onClick={() => append({ ...EMPTY_MEDICINE })}>
        <Plus aria-hidden /> {t('desk.rx.addMedicine')}
      </Button>
    </fieldset>
  );
}
