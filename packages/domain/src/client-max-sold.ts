/**
 * How many buyers a client user may let its channel's leads be sold to (decision 0014): from 1
 * up to the package's maxSold, or the default of seed 001 §9 without a package.
 */
import { DEFAULT_MAX_SOLD } from './channel-messages';

export const clientMaxSoldLimit = (packageMaxSold: number | null): number =>
  packageMaxSold ?? DEFAULT_MAX_SOLD;

export const isClientMaxSold = (maxSold: number, limit: number): boolean =>
  Number.isInteger(maxSold) && maxSold >= 1 && maxSold <= limit;

export const clientMaxSoldMessage = (limit: number): string =>
  limit === 1 ? 'Max sold must be 1' : `Max sold must be between 1 and ${limit}`;
