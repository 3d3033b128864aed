import { paths } from '../../config/paths';

/**
 * Where closing the open client leads from a page (issue 36): a page with a client-less form
 * (/billing, /support, /staff-tools) stays on that form without the client; a page of the client
 * itself goes to `fallback` (the client search, for staff who have one); any other page stays
 * (null).
 */
export function pathAfterClosing(
  pathname: string,
  clientId: number,
  fallback: string,
): string | null {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const [first] = segments;
  if (first === 'billing') return paths.billing();
  if (first === 'support') return paths.support();
  if (first === 'staff-tools') return paths.staffTools();
  return segments.includes(String(clientId)) ? fallback : null;
}
