export interface SupportTeamContact {
  teamName: string;
  phone: string;
  email: string;
}

export interface SupportDirectory {
  defaultContact: { phone: string; email: string };
  eliteEmail: string;
  teams: readonly SupportTeamContact[];
}

/** A team whose name marks it as ELITE (any case, anywhere in the name). */
export function isEliteTeam(teamName: string | null | undefined): boolean {
  return !!teamName && /elite/i.test(teamName);
}

/**
 * Seed 000 §6: ELITE teams get the elite e-mail, other named teams their own phone,
 * everyone else the default contact.
 */
export function supportContact(
  teamName: string | null | undefined,
  directory: SupportDirectory,
): { phone: string; email: string } {
  const team = teamName
    ? directory.teams.find((t) => t.teamName.toLowerCase() === teamName.toLowerCase())
    : undefined;
  const phone = team?.phone ?? directory.defaultContact.phone;
  if (isEliteTeam(teamName)) return { phone, email: directory.eliteEmail };
  return { phone, email: team?.email ?? directory.defaultContact.email };
}
