import { posix } from 'node:path';
import { parseXmlPart } from './xml-part';
import type { ZipParts } from './zip-parts';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';

/** Where a workbook's parts are, from xl/workbook.xml and its relationships. */
export interface WorkbookIndex {
  /** The worksheets in workbook order (chart sheets aside), each with its part's name. */
  sheets: { name: string; part: string }[];
  sharedStrings: string | null;
  styles: string | null;
  /** The workbook counts its dates from 1904 (as old Mac workbooks do), not from 1900. */
  date1904: boolean;
}

interface Relationship {
  /** The last segment of its type: worksheet, sharedStrings, styles ... */
  kind: string;
  part: string;
}

/** A target is relative to the workbook's folder, or from the package's root when it starts with /. */
const partOf = (target: string) =>
  target.startsWith('/') ? posix.normalize(target.slice(1)) : posix.join('xl', target);

async function readRelationships(zip: ZipParts): Promise<Map<string, Relationship>> {
  const relationships = new Map<string, Relationship>();
  await parseXmlPart(await zip.text(WORKBOOK_RELATIONSHIPS), {
    open(name, { Id, Type = '', Target, TargetMode }) {
      if (name !== 'Relationship' || !Id || !Target || TargetMode === 'External') return;
      relationships.set(Id, { kind: Type.slice(Type.lastIndexOf('/') + 1), part: partOf(Target) });
    },
  });
  return relationships;
}

/** A sheet's relationship id is its r:id, whatever the prefix the writer bound. */
const relationshipIdOf = (attributes: Record<string, string>) =>
  Object.entries(attributes).find(([name]) => name.endsWith(':id'))?.[1];

export async function readWorkbookIndex(zip: ZipParts): Promise<WorkbookIndex> {
  const listed: { name: string; id: string | undefined }[] = [];
  let date1904 = false;
  await parseXmlPart(await zip.text(WORKBOOK), {
    open(name, attributes) {
      if (name === 'sheet') {
        listed.push({ name: attributes.name ?? '', id: relationshipIdOf(attributes) });
      } else if (name === 'workbookPr') {
        date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      }
    },
  });
  const relationships = await readRelationships(zip);
  const partOfKind = (kind: string) =>
    [...relationships.values()].find((r) => r.kind === kind && zip.has(r.part))?.part ?? null;
  return {
    sheets: listed.flatMap(({ name, id }) => {
      const relationship = id === undefined ? undefined : relationships.get(id);
      return relationship?.kind === 'worksheet' && zip.has(relationship.part)
        ? [{ name, part: relationship.part }]
        : [];
    }),
    sharedStrings: partOfKind('sharedStrings'),
    styles: partOfKind('styles'),
    date1904,
  };
}
