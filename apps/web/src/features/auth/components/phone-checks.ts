import type { PhoneSignIn } from '@sahay/domain/account-security';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';

const schemas = () => import('@sahay/domain/account-security');

/** Step 1: the number (and, signing up, the name) before a code is sent. */
export const phoneStepChecks = lazySchemaResolver<PhoneSignIn>(() => schemas().then((m) => m.PhoneSignInSchema.pick({ phone: true, fullName: true })));
export const signUpPhoneStepChecks = lazySchemaResolver<PhoneSignIn>(() =>
  schemas().then((m) => m.PhoneSignInSchema.pick({ phone: true, fullName: true }).required({ fullName: true })),
);
/** Step 2: the code, with the number and name of step 1. */
export const codeStepChecks = lazySchemaResolver<PhoneSignIn>(() => schemas().then((m) => m.PhoneSignInSchema));
