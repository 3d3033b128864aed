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
import { geographyForRows, subsidiesOfStates } from './subsidies.repository';

/** The file kind by its name, or a 400 naming the file. */
export function fileKindOf(fileName: string): ImportFileKind {
  const kind = importFileKind(fileName);
  if (!kind) throw badRequest('file', M.fileType);
  return kind;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What each row is checked against, read in the request's transaction. */
export async function rowContext(tx: Tx): Promise<SubsidyRowContext> {
  const geo = await geographyForRows(tx);
  const counties = new Map<string, Map<string, string>>();
  for (const c of geo.counties) {
    let ofState = counties.get(c.state);
    if (!ofState) counties.set(c.state, (ofState = new Map()));
    ofState.set(countyKey(c.name), c.name);
  }
  return {
    states: new Set(geo.states.map((s) => s.abbreviation)),
    countiesOf: (state) => counties.get(state),
    percentEnabled: (state) => isPercentSubsidyEnabled(geo.percent, state),
  };
}

export interface ReadPlan {
  sheet: SubsidySheet;
  plan: SubsidyPlan;
  /** SHA-256 of the plan's changes: what apply checks it is about to do the same. */
  digest: string;
  /** The cells read, by line (JSON), for the apply to read again. */
  cells: Buffer;
}

/** Where a sheet's rows come from: the uploaded file, or the cells a pre-process kept. */
export type SheetSource =
  { kind: ImportFileKind; bytes: Buffer; sheetName: string } | { cells: Buffer };

async function readCells(source: SheetSource, onRow: (line: number, cells: string[]) => boolean) {
  if ('cells' in source) {
    for (const [line, cells] of JSON.parse(source.cells.toString('utf8')) as [number, string[]][]) {
      if (!onRow(line, cells)) return;
    }
    return;
  }
  await readSheetRows(source.kind, source.bytes, source.sheetName, ({ line, cells }) =>
    onRow(line, cells),
  );
}

/**
 * Reads a sheet and plans it against the subsidies as they are in this transaction: the same
 * code for the pre-process (a dry run) and the apply, so the preview is what apply does. The
 * apply reads the cells the pre-process kept, checked again against today's geography.
 */
export async function readAndPlan(tx: Tx, source: SheetSource): Promise<ReadPlan> {
  const sheet = new SubsidySheet(await rowContext(tx));
  const read: [number, string[]][] = [];
  await readCells(source, (line, cells) => {
    read.push([line, cells]);
    return sheet.add(line, cells);
  });
  sheet.finish();
  const existing = sheet.isValid
    ? await subsidiesOfStates(tx, SUBSIDY_PARENT_COMPANY, sheet.states)
    : [];
  const plan = planSubsidyImport(sheet.isValid ? sheet.rows : new Map(), existing);
  const digest = createHash('sha256').update(JSON.stringify(plan.changes)).digest('hex');
  return { sheet, plan, digest, cells: Buffer.from(JSON.stringify(read)) };
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
