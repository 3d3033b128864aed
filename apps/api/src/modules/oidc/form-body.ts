/** Reads one text field of a url-encoded form; anything else (arrays, missing) is ''. */
export function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The text fields of a form, for validation. */
export function formFields(body: unknown, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, formField(body, name)]));
}
