const WORDS: Record<string, string> = { api: 'API', email: 'e-mail', id: 'ID', url: 'URL' };

/**
 * A CRM target's variable name (camelCase or snake_case, as its post template spells it) as a
 * field label: agencyEmailUser reads "Agency e-mail user". A name with spaces is already one.
 */
export function crmVariableLabel(name: string): string {
  if (/\s/.test(name.trim())) return name;
  const label = name
    .replace(/_+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .split(' ')
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
