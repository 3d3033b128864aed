/**
 * The search of /signup: an agency link's client fields (`agency`, `email`, `fullName` ...) and
 * `expired`, the notice of a signup that no longer exists. Read by the route table, so it stays
 * light (no schema).
 */
export type SignupSearch = Partial<Record<string, string>>;

/** Keeps the text values of a URL's search. */
export const parseSignupSearch = (search: Record<string, unknown>): SignupSearch =>
  Object.fromEntries(
    Object.entries(search).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
