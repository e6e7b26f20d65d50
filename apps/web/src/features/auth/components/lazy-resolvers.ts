import type { SignIn, SignUp } from '@sahay/domain/auth';
import { createLazyResolver } from '@/components/forms/lazy-resolver';

// zod is 23 KB gzip: loading it with the page would break the login page's bundle budget (decision 010). The
// page starts loading the checks as soon as it has rendered; a submit waits for them if needed.
const load = () => import('./auth-resolvers');

const signInChecks = createLazyResolver<SignIn>(() => load().then((module) => module.signInResolver));
const signUpChecks = createLazyResolver<SignUp>(() => load().then((module) => module.signUpResolver));

export const signInResolver = signInChecks.resolver;
export const signUpResolver = signUpChecks.resolver;
export const preloadAuthResolvers = () => Promise.all([signInChecks.preload(), signUpChecks.preload()]);
