import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import type { ChannelDiagnostics } from '@client-admin/contracts/lead-flow';
import type { Database } from '../../../db/database';
import { channels } from '../../../db/schema/channels';
import { channelCapRestores } from '../../../db/schema/lead-flow';
import type { TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { systemUnpauses } from '../../../test/paused-channel';
import {
  addChannel,
  leadBody,
  leadFlowTestApp,
  postLead,
  ZIPS,
  type TestState,
} from '../../lead-flow/lead-flow-test-fixtures';
import { restoreDueChannels } from '../../lead-flow/routing/cap-restores.repository';
import { holdCappedChannel } from '../../lead-flow/routing/sales.repository';
import { endExpiredPauses } from './pause-expiry.service';

/**
 * Issue 36: a channel capped for the day or week, paused and unpaused (by a person or by the
 * pause expiry job), gets its cap back while the cap holds, and is ACTIVE once the routing's
 * cap period has turned (decision 0055); "Why am I not getting leads?" names the pause first.
 */
describe('the cap kept through a pause', () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let clients: number[];
  let staff: RequestHeaders;
  const states = Object.keys(ZIPS) as TestState[];
  let next = 0;

  beforeAll(async () => {
    ({ t, db, clients, key } = await leadFlowTestApp(12, 100_000));
    staff = await t.as('cs@example.com');
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) => {
    const [row] = await db.select().from(channels).where(eq(channels.id, id));
    return row!;
  };

  /**
   * A channel of its own client with a day cap of one that a sold lead has just capped: its id
   * and the cap's end.
   */
  async function dayCappedChannel(): Promise<{ id: number; restoresAt: Date }> {
    const index = next++;
    const state = states[index % states.length]!;
    const id = await addChannel(db, { clientId: clients[index]!, geo: state, dailyCap: 1 });
    const sold = await postLead(t, key, leadBody(`cap-${index}`, state));
    expect(sold.statusCode, sold.body).toBe(201);
    expect((await rowOf(id)).status).toBe('DAYCAPPED');
    const [hold] = await db
      .select()
      .from(channelCapRestores)
      .where(eq(channelCapRestores.channelId, id));
    return { id, restoresAt: hold!.restoresAt };
  }

  const pause = async (id: number, duration = 30) => {
    const res = await t.post('/api/LeadType/pause', staff, { clientQuoteTypeId: id, duration });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChannelSummary;
  };
  const unpause = async (id: number) => {
    const res = await t.delete(`/api/LeadType/pause/${id}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChannelSummary;
  };
  const diagnostics = async (id: number) => {
    const res = await t.get(`/api/LeadType/${id}/diagnostics`, staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChannelDiagnostics;
  };
  const restoreAt = (at: Date) => db.transaction((tx) => restoreDueChannels(tx, at));

  it('unpaused the same day, a DAYCAPPED channel is DAYCAPPED again, and ACTIVE after the reset', async () => {
    const { id, restoresAt } = await dayCappedChannel();
    expect(await pause(id)).toMatchObject({ status: 'PAUSE' });
    expect((await rowOf(id)).statusBeforePause).toBe('DAYCAPPED');
    expect(await unpause(id)).toMatchObject({
      status: 'DAYCAPPED',
      temporaryPause: null,
      isActive: true,
    });
    expect((await rowOf(id)).statusBeforePause).toBeNull();
    // The routing's own reset at the start of the client's next day.
    expect(await restoreAt(restoresAt)).toContain(id);
    expect((await rowOf(id)).status).toBe('ACTIVE');
  });

  it('paused again, it keeps the cap its first pause remembered', async () => {
    const { id } = await dayCappedChannel();
    await pause(id);
    await pause(id, 60);
    expect((await rowOf(id)).statusBeforePause).toBe('DAYCAPPED');
    expect(await unpause(id)).toMatchObject({ status: 'DAYCAPPED' });
  });

  it('a pause that outlasts the day ends in ACTIVE', async () => {
    const { id, restoresAt } = await dayCappedChannel();
    await pause(id);
    // The reset comes while the channel is paused: the pause stays, and now ends in ACTIVE.
    expect(await restoreAt(restoresAt)).not.toContain(id);
    expect(await rowOf(id)).toMatchObject({ status: 'PAUSE', statusBeforePause: 'ACTIVE' });
    expect(await unpause(id)).toMatchObject({ status: 'ACTIVE' });
  });

  it('the pause expiry job gives the cap back the same day, and ACTIVE after the reset', async () => {
    const same = await dayCappedChannel();
    const end = new Date((await pause(same.id)).temporaryPause!.scheduledEnd);
    expect(await endExpiredPauses(db, end)).toContain(same.id);
    expect(await rowOf(same.id)).toMatchObject({
      status: 'DAYCAPPED',
      temporaryPause: null,
      statusBeforePause: null,
    });
    const [log] = await systemUnpauses(db, same.id);
    expect(log?.after).toMatchObject({ clientQuoteTypeId: same.id, status: 'DAYCAPPED' });

    const turned = await dayCappedChannel();
    const later = new Date((await pause(turned.id)).temporaryPause!.scheduledEnd);
    await restoreAt(turned.restoresAt);
    expect(await endExpiredPauses(db, later)).toContain(turned.id);
    expect((await rowOf(turned.id)).status).toBe('ACTIVE');
  });

  it('a WEEKCAPPED channel keeps its week cap through a pause', async () => {
    const id = await addChannel(db, { clientId: clients[next++]!, geo: 'MN' });
    const restoresAt = new Date(Date.now() + 3 * 86_400_000);
    await db.transaction((tx) => holdCappedChannel(tx, id, { status: 'WEEKCAPPED', restoresAt }));
    await pause(id);
    expect(await unpause(id)).toMatchObject({ status: 'WEEKCAPPED' });
    await pause(id);
    await restoreAt(restoresAt);
    expect(await unpause(id)).toMatchObject({ status: 'ACTIVE' });
  });

  describe('Why am I not getting leads?', () => {
    it('names the pause first, until when in New York time, then the cap it gives back', async () => {
      const { id } = await dayCappedChannel();
      const paused = await pause(id);
      const body = await diagnostics(id);
      expect(body.stoppedBy.map((r) => r.reasonCode)).toEqual([
        'channelPaused',
        'channelDayCapped',
      ]);
      expect(body.stoppedBy[0]!.message).toMatch(
        /^The channel is paused until \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M ET\.$/,
      );
      const end = new Date(paused.temporaryPause!.scheduledEnd);
      const clock = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hour12: true,
      }).format(end);
      expect(body.stoppedBy[0]!.message).toContain(clock);
    });

    it('names the cap of a capped channel, and nothing for an active one', async () => {
      const { id } = await dayCappedChannel();
      expect((await diagnostics(id)).stoppedBy).toEqual([
        {
          reasonCode: 'channelDayCapped',
          message: "The channel reached today's cap; it receives leads again tomorrow.",
        },
      ]);
      const active = await addChannel(db, { clientId: clients[0]!, geo: 'TX' });
      expect((await diagnostics(active)).stoppedBy).toEqual([]);
    });
  });
});
