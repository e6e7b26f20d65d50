import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { EMPTY_MEDICINE, type PrescriptionValues } from './document-values';

const COLUMNS = [
  { key: 'name', label: 'Medicine', placeholder: 'e.g. Paracetamol' },
  { key: 'strength', label: 'Strength', placeholder: '500 mg' },
  { key: 'dose', label: 'Dose', placeholder: '1 tablet' },
  { key: 'frequency', label: 'Frequency', placeholder: 'Twice a day' },
  { key: 'duration', label: 'Duration', placeholder: '5 days' },
  { key: 'instructions', label: 'Instructions (optional)', placeholder: 'After food' },
] as const;

/** TPG 2020: each drug with name, strength, dose, frequency and duration. */
export function MedicineFields() {
  const { control, formState } = useFormContext<PrescriptionValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'medicines' });
  const listError = formState.errors.medicines?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">Medicines</legend>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      ) : null}
      {fields.map((field, index) => (
        <div key={field.id} className="rounded-2xl border border-border p-3" role="group" aria-label={`Medicine ${index + 1}`}>
          <div className="grid gap-2 sm:grid-cols-3">
            {COLUMNS.map((column) => (
              <div key={column.key} className={column.key === 'name' || column.key === 'instructions' ? 'sm:col-span-3' : undefined}>
                <TextField<PrescriptionValues>
                  name={`medicines.${index}.${column.key}`}
                  id={`medicine-${index}-${column.key}`}
                  label={column.label}
                  placeholder={column.placeholder}
                />
              </div>
            ))}
          </div>
          {fields.length > 1 ? (
            <Button variant="ghost" className="mt-2 text-danger" onClick={() => remove(index)}>
              <Trash2 aria-hidden /> Remove medicine {index + 1}
            </Button>
          ) : null}
        </div>
      ))}
      <Button variant="outline" onClick={() => append({ ...EMPTY_MEDICINE })}>
        <Plus aria-hidden /> Add medicine
      </Button>
    </fieldset>
  );
}
