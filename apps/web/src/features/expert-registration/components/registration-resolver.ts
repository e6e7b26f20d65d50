import { zodResolver } from '@hookform/resolvers/zod';
import { ExpertRegistrationSchema } from '@sahay/domain/expert-registration';
import type { Resolver } from 'react-hook-form';
import type { RegistrationValues } from './registration-values';

// Loaded after the page is up (see lazy-registration-resolver.ts). The form keeps flat string values; the
// schema coerces numbers and keeps only the fields of the chosen profession.
export const registrationResolver = zodResolver(ExpertRegistrationSchema) as unknown as Resolver<RegistrationValues>;
