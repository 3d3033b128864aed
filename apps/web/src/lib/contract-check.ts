interface Schema<T> {
  parse(value: unknown): T;
}

/**
 * Checks an answer of the first route's calls against its contract in development and tests.
 * Production skips it: the contracts pull in zod (about 40 KB gzipped), over the first route's
 * budget. Pages loaded later call through callApi() and are always checked.
 */
export async function checkContract<T>(
  data: unknown,
  schema: () => Promise<Schema<T>>,
): Promise<T> {
  if (import.meta.env.DEV) return (await schema()).parse(data);
  return data as T;
}
