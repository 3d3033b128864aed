import type { Tx } from '../../db/database';
import { findZipCounty } from './geography.repository';

/**
 * A zip's state and county as geo maps name them (county uppercased); null for a zip the
 * geography does not know. What other modules read of the geography (the lead flow).
 */
export async function zipPlace(
  tx: Tx,
  zipCode: string,
): Promise<{ stateAbbreviation: string; county: string } | null> {
  const zip = await findZipCounty(tx, zipCode);
  return zip
    ? { stateAbbreviation: zip.stateAbbreviation, county: zip.countyName.toUpperCase() }
    : null;
}
