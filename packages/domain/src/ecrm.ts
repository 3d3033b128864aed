/** ECRM delivery checks (seed 001 §5). */
export const ECRM_MESSAGES = {
  agencyEmailMissing: 'ECRM cannot be added because Agency Email for client is not set',
  invalidEmail: 'Invalid ECRM Email',
} as const;

/** The message to show, or null when the ECRM delivery entry may be added. */
export function ecrmError(
  agencyEmail: string | null | undefined,
  variables: readonly string[],
): string | null {
  const email = (agencyEmail ?? '').trim();
  if (!email) return ECRM_MESSAGES.agencyEmailMissing;
  const local = email.split('@')[0];
  if (variables[0] !== local) return ECRM_MESSAGES.invalidEmail;
  return null;
}
