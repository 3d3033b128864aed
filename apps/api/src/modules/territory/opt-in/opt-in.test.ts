import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import writeExcelFile from 'write-excel-file/node';
import { MAX_OPT_IN_FILE_BYTES } from '@client-admin/domain/territory/constants';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { channels } from '../../../db/schema/channels';
import { featureFlags } from '../../../db/schema/features';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { expectError } from '../../../test/expect-error';

const BOUNDARY = 'territory-opt-in-boundary';

/** A multipart body holding one file field, as a browser's FormData sends it. */
function multipart(fileName: string, content: Buffer | string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(content),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

describe('secondary territories opt-in upload', () => {
  let t: TestApp;
  let csAdmin: RequestHeaders;
  let salesManager: RequestHeaders;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    csAdmin = await t.as('csadmin@example.com');
    salesManager = await t.as('salesmgr@example.com');
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const upload = (
    headers: RequestHeaders,
    fileName: string,
    content: Buffer | string,
    optIn = false,
  ) => {
    const body = multipart(fileName, content);
    return t.post(
      `/api/leadType/bulk-update-secondary-territories-opt-status?optIn=${optIn}`,
      { ...headers, ...body.headers },
      body.payload,
    );
  };
  const optState = async (ids: number[]) =>
    t.app.database.db
      .select({
        id: channels.id,
        optOut: channels.expansionOptOut,
        excluded: channels.secondaryTerritoryExcludedZipCodes,
      })
      .from(channels)
      .where(inArray(channels.id, ids))
      .orderBy(channels.id);

  it('opts the channels of a CSV file out, then in with excluded zips', async () => {
    const out = await upload(salesManager, 'opt-out.csv', 'channel id,excluded zips\r\n1\r\n2\r\n');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ optIn: false, updated: 2, channelIds: [1, 2] });
    expect(await optState([1, 2])).toEqual([
      { id: 1, optOut: true, excluded: [] },
      { id: 2, optOut: true, excluded: [] },
    ]);
    const back = await upload(csAdmin, 'opt-in.csv', '1,"78701, 2134"\n', true);
    expect(back.statusCode, back.body).toBe(200);
    expect(await optState([1])).toEqual([{ id: 1, optOut: false, excluded: ['78701', '02134'] }]);
  });

  it('reads the first sheet of an xlsx file', async () => {
    const file = await writeExcelFile([
      [{ value: 'Channel' }, { value: 'Excluded' }],
      [{ value: 3 }, { value: '' }],
    ]).toBuffer();
    const res = await upload(csAdmin, 'channels.XLSX', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(await optState([3])).toMatchObject([{ id: 3, optOut: true }]);
  });

  it('changes nothing for a file with bad rows, and lists each of them', async () => {
    const before = await optState([4, 5]);
    const res = await upload(csAdmin, 'bad.csv', 'id\n4\nabc\n4\n999999\n', true);
    expectError(res, 400, M.badRows(2));
    expect((res.json() as { errors: Record<string, string> }).errors).toEqual({
      'row 3': M.rowChannelId,
      'row 4': M.rowRepeated(2),
    });
    const unknown = await upload(csAdmin, 'unknown.csv', '5\n999999\n');
    expectError(unknown, 400, M.badRows(1));
    expect((unknown.json() as { errors: Record<string, string> }).errors).toEqual({
      'row 2': M.rowUnknownChannel,
    });
    expect(await optState([4, 5])).toEqual(before);
  });

  it('refuses a file that is not CSV or xlsx, a broken xlsx, an empty, a missing and an oversized file', async () => {
    expectError(await upload(csAdmin, 'list.txt', '1\n'), 400, M.fileType, 'file');
    expectError(await upload(csAdmin, 'fake.xlsx', 'not a zip'), 400, M.fileType, 'file');
    expectError(await upload(csAdmin, 'empty.csv', 'id\n\n'), 400, M.fileEmpty, 'file');
    const big = Buffer.alloc(MAX_OPT_IN_FILE_BYTES + 1, '1');
    expectError(await upload(csAdmin, 'big.csv', big), 400, M.fileTooLarge, 'file');
    const noFile = await t.post(
      '/api/leadType/bulk-update-secondary-territories-opt-status?optIn=true',
      csAdmin,
      { file: 'x' },
    );
    expectError(noFile, 400, M.fileMissing, 'file');
    expectError(
      await t.post('/api/leadType/bulk-update-secondary-territories-opt-status', csAdmin),
      400,
      undefined,
    );
  });

  it('is for client services admins and sales managers, and 404 while TerritoryExpansion is off', async () => {
    expectError(await upload(cs, 'a.csv', '1\n'), 403);
    expectError(await upload(agent, 'a.csv', '1\n'), 403);
    await t.app.database.db
      .update(featureFlags)
      .set({ defaultEnabled: false })
      .where(eq(featureFlags.name, 'TerritoryExpansion'));
    t.app.cache.clear();
    expectError(await upload(csAdmin, 'a.csv', '1\n'), 404);
  });
});
