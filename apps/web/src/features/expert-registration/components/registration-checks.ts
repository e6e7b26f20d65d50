import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import type { RegistrationValues } from './registration-values';

// The form keeps flat string values; the schema coerces numbers and keeps only the fields of the chosen profession.
export const registrationChecks = lazySchemaResolver<RegistrationValues>(() =>
  import('@sahay/domain/expert-registration').then((m) => m.ExpertRegistrationSchema),
);
