import { SelectField, TextareaField, TextField } from '@/components/forms/form-fields';
import type { RegistrationValues } from './registration-values';

/** The generic form fields, for the registration form's values. */
export const RegistrationText = TextField<RegistrationValues>;
export const RegistrationSelect = SelectField<RegistrationValues>;
export const RegistrationTextarea = TextareaField<RegistrationValues>;
