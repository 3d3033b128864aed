/** A short id the user can quote to support, for a failure with no server error id. */
export function newErrorId(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();
}
