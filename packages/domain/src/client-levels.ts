/** Seed 000 §3: the first four are kept for old clients but can no longer be chosen. */
export const CLIENT_LEVELS = [
  { name: 'Basic', enabled: false },
  { name: 'Basic 50', enabled: false },
  { name: 'Basic 100', enabled: false },
  { name: 'Gold', enabled: false },
  { name: 'Bronze', enabled: true },
  { name: 'Silver', enabled: true },
  { name: 'Platinum', enabled: true },
  { name: 'Diamond', enabled: true },
  { name: 'Elite', enabled: true },
] as const;

export function isSelectableClientLevel(name: string): boolean {
  return CLIENT_LEVELS.some((level) => level.name === name && level.enabled);
}
