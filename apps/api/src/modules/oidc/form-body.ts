import { z } from 'zod';

/** Reads one text field of a url-encoded form; anything else (arrays, missing) is ''. */
function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The text fields of a form, for validation. */
export function formFields(body: unknown, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, formField(body, name)]));
}

/** A form's schema: its fields read as formField reads them, then checked. */
export function formSchema<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  return z.preprocess((body) => formFields(body, Object.keys(shape)), z.object(shape));
}

/** The first message of each field a form's schema refused, as the pages show them. */
export function formErrors(error: {
  validation?: readonly { instancePath: string; message?: string | undefined }[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    errors[issue.instancePath.split('/')[1] ?? ''] ??= issue.message ?? '';
  }
  return errors;
}
