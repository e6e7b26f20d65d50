import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { ZodType } from 'zod';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the checks; a page calls it once it has rendered. */
  preload: () => Promise<Resolver<T>>;
}

/**
 * A form resolver whose zod schema is loaded on demand. Forms validate with the domain's schemas (the server runs
 * the same ones), but zod is 23 KB gzip: pages start loading it once they are up, long before anyone has filled a
 * form in, and a submit waits for it if needed (the pattern of features/auth, decision 010).
 */
export function createLazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options): Promise<ResolverResult<T>> => {
    let resolve: Resolver<T>;
    try {
      resolve = await preload();
    } catch {
      // The checks could not load (offline, or a new deploy removed the chunk): send the values as typed. The
      // server runs the same schema, and its field errors go under the same fields.
      return { values, errors: {} };
    }
    return resolve(values, context, options);
  };
  return { resolver, preload };
}

/**
 * The one way a form gets its checks: the domain's zod schema, loaded with zod and the resolver on first use.
 * `T` is the form's values; a schema that coerces the form's strings (numbers, optional fields) still checks them.
 */
export function lazySchemaResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): LazyResolver<T> {
  return createLazyResolver<T>(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema as never) as unknown as Resolver<T>;
  });
}
