import { z } from 'zod';
import { zipCodeSaying } from '@client-admin/contracts/territory';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';

/** A zip as typed into the territory screens, read as its 5 digits. */
export const typedZip = zipCodeSaying(M.zipDigits);

/** The same where it may be left out: an empty field is null. */
export const optionalTypedZip = z
  .string()
  .transform((value) => (value.trim() === '' ? null : value))
  .pipe(typedZip.nullable());
