import type { SignIn, SignUp } from '@sahay/domain/auth';
import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import type { FieldErrors } from 'react-hook-form';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { toast } from '@/lib/toast';
import { sayDomainMessage } from '@/i18n/domain-messages';

// zod is 23 KB gzip: loading it with the page would break the login page's bundle budget (decision 010). The
// page starts loading the checks as soon as it has rendered; a submit waits for them if needed.
const signInChecks = lazySchemaResolver<SignIn>(() => import('@sahay/domain/auth').then((m) => m.SignInSchema));
const signUpChecks = lazySchemaResolver<SignUp>(() => import('@sahay/domain/auth').then((m) => m.SignUpSchema));

export const signInResolver = signInChecks.resolver;
export const signUpResolver = signUpChecks.resolver;
export const preloadAuthResolvers = () => Promise.all([signInChecks.preload(), signUpChecks.preload()]);

// Spec 000 §8: each failed check is also said as a toast with the spec's title and the field's own text (sign-up's
// password rule is longer than login's).
const TITLES: Record<string, string> = {
  fullName: AUTH_MESSAGES.invalidName.title,
  email: AUTH_MESSAGES.invalidEmail.title,
  phone: AUTH_MESSAGES.invalidPhone.title,
  password: AUTH_MESSAGES.invalidPassword.title,
};

/** handleSubmit's second argument: the first invalid field, in the form's order, as its toast. */
export function toastFirstInvalid(errors: FieldErrors) {
  const first = Object.keys(TITLES).find((name) => errors[name]);
  const message = first ? errors[first]?.message : undefined;
  if (first) toast.error(sayDomainMessage(TITLES[first] ?? ''), { description: typeof message === 'string' ? sayDomainMessage(message) : undefined });
}
