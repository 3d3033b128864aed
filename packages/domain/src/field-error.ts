/**
 * A rule's complaint about one field of a request: the path into the body (as zod names it) and
 * the message the browser shows. `field` is the API's spelling of the path in a 400's `errors`
 * (dot-joined, `request` for the body as a whole).
 */
export type FieldPath = readonly (string | number)[];

export interface FieldError {
  path: FieldPath;
  field: string;
  message: string;
}

export const fieldName = (path: FieldPath): string => (path.length ? path.join('.') : 'request');

export const fieldError = (path: FieldPath, message: string): FieldError => ({
  path,
  field: fieldName(path),
  message,
});
