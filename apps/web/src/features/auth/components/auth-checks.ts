import type { SignIn, SignUp } from '@sahay/domain/auth';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';

// zod is 23 KB gzip: loading it with the page would break the login page's bundle budget (decision 010). The
// page starts loading the checks as soon as it has rendered; a submit waits for them if needed.
const signInChecks = lazySchemaResolver<SignIn>(() => import('@sahay/domain/auth').then((m) => m.SignInSchema));
const signUpChecks = lazySchemaResolver<SignUp>(() => import('@sahay/domain/auth').then((m) => m.SignUpSchema));

export const signInResolver = signInChecks.resolver;
export const signUpResolver = signUpChecks.resolver;
export const preloadAuthResolvers = () => Promise.all([signInChecks.preload(), signUpChecks.preload()]);
