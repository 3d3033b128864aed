import { createHash } from 'node:crypto';
import type { PlannedChangeDto } from '@client-admin/contracts/subsidies';
import {
  importFileKind,
  SUBSIDY_PARENT_COMPANY,
  type ImportFileKind,
} from '@client-admin/domain/subsidies/constants';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import {
  noChanges,
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
import { geographyForRows, planBasis, subsidiesOfStates } from './subsidies.repository';

/** The file kind by its name, or a 400 naming the file. */
export function fileKindOf(fileName: string): ImportFileKind {
  const kind = importFileKind(fileName);
  if (!kind) throw badRequest('file', M.fileType);
  return kind;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The states, counties and percent states rows are checked against, by the geography's stamp. */
let lastGeography: { stamp: string; context: SubsidyRowContext } | undefined;

async function rowContext(tx: Tx, stamp: string): Promise<SubsidyRowContext> {
  if (lastGeography?.stamp === stamp) return lastGeography.context;
  const geo = await geographyForRows(tx);
  const names = new Map(geo.states.map((s) => [s.state, s.counties]));
  // A state's counties by countyKey, made the first time a row names the state.
  const counties = new Map<string, Map<string, string>>();
  const context: SubsidyRowContext = {
    states: new Set(names.keys()),
    countiesOf: (state) => {
      let ofState = counties.get(state);
      if (!ofState) {
        const stateNames = names.get(state);
        if (!stateNames) return undefined;
        counties.set(state, (ofState = new Map(stateNames.map((name) => [countyKey(name), name]))));
      }
      return ofState;
    },
    percentEnabled: (state) => isPercentSubsidyEnabled(geo.percent, state),
  };
  lastGeography = { stamp, context };
  return context;
}

/** What a plan is made on: as the upload keeps it (the subsidies' version, the geography's stamp), and the stamp alone. */
export interface PlanBasis {
  text: string;
  geography: string;
}

export async function currentPlanBasis(tx: Tx): Promise<PlanBasis> {
  const { version, geography } = await planBasis(tx);
  return { text: `${version}:${geography}`, geography };
}

/**
 * What a plan is made on, in the request's transaction: its basis, read first (a write committed
 * after it moves the basis past the one kept, so the plan is never trusted on data newer than its
 * basis says), then the geography each row is checked against, the one of that stamp (kept in
 * memory while the geography does not change).
 */
export async function planInputs(
  tx: Tx,
  knownBasis?: PlanBasis,
): Promise<{ context: SubsidyRowContext; basis: string }> {
  const basis = knownBasis ?? (await currentPlanBasis(tx));
  return { context: await rowContext(tx, basis.geography), basis: basis.text };
}

export interface ReadPlan {
  sheet: SubsidySheet;
  plan: SubsidyPlan;
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
  const plan = sheet.isValid ? planSubsidyImport(sheet, existing) : noChanges();
  return { sheet, plan, basis };
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
