import type { SignIn, SignUp } from '@sahay/domain/auth';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type * as AuthResolverModule from './auth-resolvers';

type AuthResolvers = typeof AuthResolverModule;

let loading: Promise<AuthResolvers> | undefined;

/**
 * The forms validate with the domain's zod schemas (one schema, used by the server too), but zod is 23 KB gzip:
 * loading it with the page would break the login page's bundle budget. The page starts loading it as soon as it
 * has rendered, long before anyone has typed an email and a password; a submit waits for it if needed.
 */
export function preloadAuthResolvers(): Promise<AuthResolvers> {
  loading ??= import('./auth-resolvers').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function lazyResolver<T extends FieldValues>(pick: (resolvers: AuthResolvers) => Resolver<T>): Resolver<T> {
  return async (values, context, options): Promise<ResolverResult<T>> => {
    let resolver: Resolver<T>;
    try {
      resolver = pick(await preloadAuthResolvers());
    } catch {
      // The checks could not load (offline, or a new deploy removed the chunk): send the values as typed. The
      // server runs the same schema, and its field errors go under the same fields.
      return { values, errors: {} };
    }
    return resolver(values, context, options);
  };
}

export const signInResolver = lazyResolver<SignIn>((resolvers) => resolvers.signInResolver);
export const signUpResolver = lazyResolver<SignUp>((resolvers) => resolvers.signUpResolver);
