/** Time zone codes of seed 000 §3 with the IANA zone each stands for. */
export const TIME_ZONES = [
  { code: -1, name: 'Not set', iana: null },
  { code: 10, name: 'Hawaiian', iana: 'Pacific/Honolulu' },
  { code: 9, name: 'Alaskan', iana: 'America/Anchorage' },
  { code: 8, name: 'Pacific', iana: 'America/Los_Angeles' },
  { code: 7, name: 'Mountain', iana: 'America/Denver' },
  { code: 6, name: 'Central', iana: 'America/Chicago' },
  { code: 5, name: 'Eastern', iana: 'America/New_York' },
] as const;

export type TimeZoneCode = (typeof TIME_ZONES)[number]['code'];

export function timeZoneName(code: number): string {
  return TIME_ZONES.find((zone) => zone.code === code)?.name ?? 'Not set';
}

export function isTimeZoneCode(code: number): code is TimeZoneCode {
  return TIME_ZONES.some((zone) => zone.code === code);
}
