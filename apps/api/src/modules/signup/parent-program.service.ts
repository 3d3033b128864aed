import type { ParentProgram } from '@client-admin/contracts/signup';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { parentCompanyExists } from '../options/options.public';
import { findParentPrograms, type ParentProgramRow } from './signup.repository';

function toParentProgram(parentCompany: string, row: ParentProgramRow | undefined): ParentProgram {
  const s = row?.subsidies;
  return {
    parentCompany,
    sfSubsidy: row?.sfSubsidy ?? false,
    farmersBMP: row?.farmersBmp ?? false,
    farmersFolio: row?.farmersFolio ?? false,
    sfAutoSubsidy: s?.auto ?? 0,
    sfHomeSubsidy: s?.home ?? 0,
    sfAutoHomeSubsidy: s?.autoHome ?? 0,
    sfAutoHomePlusSubsidy: s?.autoHomePlus ?? 0,
    sfRenterSubsidy: s?.renter ?? 0,
    sfCallSubsidy: s?.call ?? 0,
    sfSubsidyPercent: row?.subsidyPercent ?? false,
    sfTier: row?.sfTier ?? null,
    sfState: row?.state ?? null,
    stateFarmCombinedUpload: row?.state != null,
  };
}

/**
 * GET /api/sales/parentProgram/{agencyEmail}/{parentCompany}[/{zip}/{state}]: the most specific
 * program of the parent company for the agency (and state); none: every program off. An unknown
 * parent company is a 404.
 */
export async function getParentProgram(
  db: Database,
  params: { agencyEmail: string; parentCompany: string; state?: string },
): Promise<ParentProgram> {
  const rows = await db.transaction(async (tx) => {
    if (!(await parentCompanyExists(tx, params.parentCompany))) {
      throw notFound('Unknown parent company');
    }
    return findParentPrograms(tx, params.parentCompany, params.agencyEmail, params.state ?? null);
  });
  return toParentProgram(params.parentCompany, rows[0]);
}
