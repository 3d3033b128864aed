/** Option lists of the demo data: carriers (parent companies), people, consent companies. */
export const DEMO_PARENT_COMPANIES: readonly [code: string, displayName: string][] = [
  ['STATEFARM', 'State Farm'],
  ['FARMERS', 'Farmers Insurance'],
  ['ALLSTATE', 'Allstate'],
  ['PROGRESSIVE', 'Progressive'],
  ['GEICO', 'GEICO'],
  ['NATIONWIDE', 'Nationwide'],
  ['LIBERTYMUTUAL', 'Liberty Mutual'],
  ['AMFAM', 'American Family'],
  ['TRAVELERS', 'Travelers'],
  ['USAA', 'USAA'],
  ['ERIE', 'Erie Insurance'],
  ['AUTOOWNERS', 'Auto-Owners Insurance'],
  ['SAFECO', 'Safeco'],
  ['THEHARTFORD', 'The Hartford'],
  ['MERCURY', 'Mercury Insurance'],
  ['METLIFE', 'MetLife'],
  ['KEMPER', 'Kemper'],
  ['COUNTRYFIN', 'COUNTRY Financial'],
  ['SHELTER', 'Shelter Insurance'],
  ['AMICA', 'Amica'],
  ['THEGENERAL', 'The General'],
  ['ESURANCE', 'Esurance'],
  ['INFINITY', 'Infinity'],
  ['DIRECTGENERAL', 'Direct General'],
  ['BRISTOLWEST', 'Bristol West'],
  ['HANOVER', 'The Hanover'],
  ['CINCINNATI', 'Cincinnati Insurance'],
  ['WESTBEND', 'West Bend'],
  ['GRANGE', 'Grange Insurance'],
  ['PLYMOUTHROCK', 'Plymouth Rock'],
  ['AAA', 'AAA'],
  ['ALFA', 'Alfa Insurance'],
  ['FARMBUREAU', 'Farm Bureau'],
  ['SENTRY', 'Sentry'],
  ['STATEAUTO', 'State Auto'],
  ['AMBETTER', 'Ambetter'],
  ['HORACEMANN', 'Horace Mann'],
  ['MUTUALOFOMAHA', 'Mutual of Omaha'],
  ['USHA', 'USHEALTH Advisors'],
  ['HUMANA', 'Humana'],
  ['AETNA', 'Aetna'],
  ['CIGNA', 'Cigna'],
  ['UNITED', 'UnitedHealthcare'],
  ['INDEPENDENT', 'Independent Agency'],
  ['OTHER', 'Other'],
];

export const DEMO_ACCOUNT_REPS: readonly [id: string, name: string][] = [
  ['rep-1', 'Riley Brooks'],
  ['rep-2', 'Jordan Ellis'],
  ['rep-3', 'Taylor Moreno'],
  ['rep-4', 'Quinn Harper'],
  ['rep-5', 'Reese Donovan'],
];

/** The last is the demo's sales login: the clients its signups make are its own. */
export const DEMO_SALES_PEOPLE: readonly [id: string, name: string, email: string][] = [
  ['sp-1', 'Alex Carter', 'sp-1@example.com'],
  ['sp-2', 'Jamie Lee', 'sp-2@example.com'],
  ['sp-3', 'Drew Patel', 'sp-3@example.com'],
  ['sp-4', 'Robin Shaw', 'sp-4@example.com'],
  ['sp-5', 'Sam Sales', 'sales@example.com'],
];

export const DEMO_CONSENT_COMPANIES = [
  'Everest Consent Services',
  'LeadGuard Compliance',
  'TrustedForm Partners',
  'ConsentIQ',
];

/** Support teams: '' is the default contact; a name containing ELITE gets the elite e-mail. */
export const DEMO_SUPPORT_TEAMS: readonly [name: string, phone: string, email: string][] = [
  ['', '(888) 555-0100', 'support@example.com'],
  ['ELITE', '(888) 555-0111', 'support@example.com'],
  ['ELITE WEST', '(888) 555-0112', 'support@example.com'],
  ['CORPORATE', '(888) 555-0120', 'corporate.support@example.com'],
  ['AGENCY GROWTH', '(888) 555-0130', 'growth.support@example.com'],
];

export const DEMO_ELITE_SUPPORT_EMAIL = 'elite.support@example.com';
