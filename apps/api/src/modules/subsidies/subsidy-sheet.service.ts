import { createHash } from 'node:crypto';
import type { PlannedChangeDto } from '@client-admin/contracts/subsidies';
import {
  importFileKind,
  SUBSIDY_PARENT_COMPANY,
  type ImportFileKind,
} from '@client-admin/domain/subsidies/constants';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import {
  planSubsidyImport,
  SubsidySheet,
  type PlannedChange,
  type SubsidyPlan,
} from '@client-admin/domain/subsidies/subsidy-plan';
import { countyKey, type SubsidyRowContext } from '@client-admin/domain/subsidies/subsidy-rows';
import { isPercentSubsidyEnabled } from '@client-admin/domain/territory/percent-subsidy-states';
import type { Tx } from '../../db/database';
import { badRequest, HttpError } from '../../errors';
import { readSheetRows } from './import-file';
import { subsidyValueDto } from './subsidy-mapper';
import { keepPlan } from './kept-plan';
import { geographyForRows, subsidiesOfStates, subsidiesVersion } from './subsidies.repository';

/** The file kind by its name, or a 400 naming the file. */
export function fileKindOf(fileName: string): ImportFileKind {
  const kind = importFileKind(fileName);
  if (!kind) throw badRequest('file', M.fileType);
  return kind;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * What a plan is made on, read in the request's transaction: the geography each row is checked
 * against, and the basis (the subsidies' version and the geography's digest) an apply compares
 * to tell the plan still holds. The version is read first: a write committed after it moves the
 * version past the one kept, so the plan is never trusted on data newer than its basis says.
 */
export async function planInputs(tx: Tx): Promise<{ context: SubsidyRowContext; basis: string }> {
  const version = await subsidiesVersion(tx);
  const geo = await geographyForRows(tx);
  const counties = new Map<string, Map<string, string>>();
  for (const c of geo.counties) {
    let ofState = counties.get(c.state);
    if (!ofState) counties.set(c.state, (ofState = new Map()));
    ofState.set(countyKey(c.name), c.name);
  }
  return {
    context: {
      states: new Set(geo.states.map((s) => s.abbreviation)),
      countiesOf: (state) => counties.get(state),
      percentEnabled: (state) => isPercentSubsidyEnabled(geo.percent, state),
    },
    basis: `${version}:${sha256Of(Buffer.from(JSON.stringify(geo)))}`,
  };
}

export interface ReadPlan {
  sheet: SubsidySheet;
  plan: SubsidyPlan;
  /** The plan as the upload keeps it for the apply (decision 0086). */
  kept: Buffer;
  /** The plan's SHA-256: what an apply that plans again checks it is the one shown. */
  digest: string;
  /** What the plan was made on (planInputs). */
  basis: string;
}

/** The sheet of an uploaded file. */
export interface SheetSource {
  kind: ImportFileKind;
  bytes: Buffer;
  sheetName: string;
}

/**
 * Reads a sheet and plans it against the subsidies as they are in this transaction: the same
 * code for the pre-process (a dry run), the scheduled apply and an apply whose kept plan no
 * longer holds, so the preview is what apply does. `inputs`: planInputs already read in this
 * transaction.
 */
export async function readAndPlan(
  tx: Tx,
  source: SheetSource,
  inputs?: Awaited<ReturnType<typeof planInputs>>,
): Promise<ReadPlan> {
  const { context, basis } = inputs ?? (await planInputs(tx));
  const sheet = new SubsidySheet(context);
  await readSheetRows(source.kind, source.bytes, source.sheetName, ({ line, cells }) =>
    sheet.add(line, cells),
  );
  sheet.finish();
  const existing = sheet.isValid
    ? await subsidiesOfStates(tx, SUBSIDY_PARENT_COMPANY, sheet.states)
    : [];
  const plan = planSubsidyImport(sheet.isValid ? sheet.rows : new Map(), existing);
  const { bytes: kept, digest } = keepPlan(plan);
  return { sheet, plan, kept, digest, basis };
}

/** A sheet that cannot be applied: a 400 naming each bad cell ('line 7 subsidyCap'). */
export function assertApplicable(sheet: SubsidySheet): void {
  if (sheet.fileError) throw badRequest('file', sheet.fileError);
  if (sheet.badRowCount > 0) {
    throw new HttpError(
      400,
      M.badRows(sheet.badRowCount),
      Object.fromEntries(sheet.bad.map((b) => [`line ${b.line} ${b.column}`, b.reason])),
    );
  }
}

export function plannedChangeDto(change: PlannedChange): PlannedChangeDto {
  return {
    action: change.action,
    line: change.line,
    key: change.key,
    before: change.before ? subsidyValueDto(change.before) : null,
    after: change.after ? subsidyValueDto(change.after) : null,
  };
}
