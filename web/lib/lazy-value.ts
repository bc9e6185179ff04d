/**
 * A value whose code is fetched on first use instead of with the page: the forms' validation
 * (the common/ zod schemas and zod itself, about 25 KB gzip). `preload` starts the fetch early,
 * when a form gets the focus, so that the code is there by the time the form is sent; a failed
 * fetch is forgotten, so that the next `get` tries again.
 */
export function lazyValue<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { get, preload: () => void get().catch(() => {}) };
}

export type LazyValue<T> = ReturnType<typeof lazyValue<T>>;
