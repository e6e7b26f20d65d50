import { createLazyResolver } from '@/components/forms/lazy-resolver';
import type { RegistrationValues } from './registration-values';

export const registrationChecks = createLazyResolver<RegistrationValues>(() => import('./registration-resolver').then((m) => m.registrationResolver));
