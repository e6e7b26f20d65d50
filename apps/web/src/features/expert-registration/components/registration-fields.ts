import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import type { RegistrationValues } from './registration-values';

/** The generic form fields, for the registration form's values. */
export const RegistrationText = TextField<RegistrationValues>;
export const RegistrationSelect = SelectField<RegistrationValues>;
export const RegistrationTextarea = TextareaField<RegistrationValues>;
