import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { messages } from '../../common/messages';

/**
 * A react-hook-form resolver whose code, the common/ zod schemas and zod itself (about 25 KB
 * gzip), is fetched on first use instead of with the page. Call `preload` when the form gets
 * the focus, so that the code is there by the time the form is sent.
 */
export function lazyResolver<TFieldValues extends FieldValues, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, unknown, TTransformed>>,
) {
  let loading: Promise<Resolver<TFieldValues, unknown, TTransformed>> | undefined;

  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // Forget the failure so that the next attempt fetches again.
      loading = undefined;
      throw error;
    });
    return loading;
  };

  const resolver: Resolver<TFieldValues, unknown, TTransformed> = async (values, context, options) => {
    let resolve: Resolver<TFieldValues, unknown, TTransformed>;
    try {
      resolve = await preload();
    } catch {
      const errors = { root: { type: 'network', message: messages.unknownError } };
      return { values: {}, errors: errors as FieldErrors<TFieldValues> };
    }
    return resolve(values, context, options);
  };

  return { resolver, preload };
}
