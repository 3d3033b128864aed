import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TERRITORY_MESSAGES } from '@client-admin/domain/channel-messages';
import { MAX_CUSTOM_ZIPS } from '@client-admin/domain/territory/constants';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { territoryCalls } from '@client-admin/contracts/territory.calls';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  paramsOf,
} from '../../../../lib/testing/render-feature';
import type { EstimateBasis } from '../../api/get-geo-estimate';
import { TerritoryEditor } from './territory-editor';
import { answerTerritory } from './territory-test-server';
import type { EditorGeo } from '../../utils/territory-geos';

vi.mock('../../../../lib/auth/access-token');

const atlas = readFileSync(createRequire(import.meta.url).resolve('us-atlas/counties-10m.json'));

function Harness({ initial, basis }: { initial: EditorGeo[]; basis: EstimateBasis | null }) {
  const [geos, setGeos] = useState(initial);
  return <TerritoryEditor geos={geos} onChange={setGeos} basis={basis} />;
}

function renderEditor(
  initial: EditorGeo[] = [],
  basis: EstimateBasis | null = { quoteType: 'auto', productTypeId: 1 },
  fail: (call: Parameters<typeof answerTerritory>[0]) => Response | null = () => null,
) {
  signInAs([], 5);
  const calls = mockFetch((call) => {
    if (call.url.pathname.endsWith('counties-10m.json')) return new Response(atlas);
    return fail(call) ?? answerTerritory(call) ?? json({ message: 'Not found' }, 404);
  });
  renderWithProviders(<Harness initial={initial} basis={basis} />);
  return calls;
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByText(option));
}

const territory = () => screen.getByRole('list', { name: 'Territory' });

/** Presses an add button once its form's check of the fields has let it be pressed. */
async function add(user: UserEvent, name: string) {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}
const user = () => userEvent.setup({ delay: null });

describe('TerritoryEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds a county and a 10-mile radius, with estimates, county regions and the map', async () => {
    const u = user();
    const calls = renderEditor();
    expect(await screen.findByText(/No territory yet/)).toBeInTheDocument();

    await choose(u, 'Add territory by', 'County');
    await choose(u, 'State', 'Oklahoma');
    await u.type(screen.getByRole('combobox', { name: 'County' }), 'tulsa');
    await u.click(await screen.findByRole('option', { name: 'TULSA, OK' }));
    await add(u, 'Add county');
    await waitFor(() => expect(territory()).toHaveTextContent('TULSA, OK'));

    await choose(u, 'Add territory by', 'Radius around a zip');
    await u.type(screen.getByRole('textbox', { name: 'Centre zip code' }), '78701');
    await add(u, 'Add radius');
    await waitFor(() => expect(within(territory()).getAllByRole('listitem')).toHaveLength(4));
    expect(territory()).toHaveTextContent('centre of a 10-mile radius');
    expect(
      screen.getByRole('list', { name: 'County regions of the 10-mile radius of 78701' }),
    ).toHaveTextContent('TRAVIS, TX');

    expect(await screen.findByText('Estimated total: 150 leads a month')).toBeInTheDocument();
    expect(territory()).toHaveTextContent('120 leads a month');
    const estimate = calls.filter((c) => paramsOf(c, territoryCalls.getGeoEstimate)).at(-1);
    expect(estimate?.body).toMatchObject({
      quoteType: 'auto',
      productTypeId: 1,
      geoMaps: [
        { type: 'County', stateAbbreviation: 'OK', county: 'TULSA' },
        { type: 'ZipCode', zipCode: '78701', radiusBoundary: 10 },
        { type: 'ZipCode', zipCode: '78702', radiusBoundary: 10 },
        { type: 'ZipCode', zipCode: '78703', radiusBoundary: 10 },
      ],
    });

    const map = await screen.findByRole('group', { name: 'Territory map' });
    expect(within(map).getByRole('img', { name: 'TULSA, OK: 120 leads a month' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(within(map).getByRole('img', { name: '10-mile radius of 78701' })).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: '78702: 10 leads a month' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Territory on the map' })).toHaveTextContent(
      'TULSA, OK',
    );

    expect(screen.getByRole('button', { name: 'Add radius' })).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: 'Centre zip code' }), '78701');
    await add(u, 'Add radius');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.radiusExists);

    await u.click(screen.getByRole('button', { name: 'Remove TULSA, OK' }));
    expect(territory()).not.toHaveTextContent('TULSA');
  }, 60_000);

  it('warns when a zip is inside a selected state, and takes zips out when their state is added', async () => {
    const u = user();
    renderEditor([
      { type: 'ZipCode', stateAbbreviation: 'TX', county: 'TRAVIS', zipCode: '78702' },
      { type: 'State', stateAbbreviation: 'OK', county: null, zipCode: null },
    ]);
    await choose(u, 'Add territory by', 'Zip code');
    await u.type(screen.getByRole('textbox', { name: 'Zip code' }), '74103');
    await add(u, 'Add zip');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Added zip is already included in a selected state',
    );
    expect(M.zipInSelectedState).toBe(TERRITORY_MESSAGES.zipInSelectedState);

    await choose(u, 'Add territory by', 'State');
    await choose(u, 'State', 'Texas');
    await add(u, 'Add state');
    await waitFor(() => expect(within(territory()).getAllByRole('listitem')).toHaveLength(2));
    expect(territory()).not.toHaveTextContent('78702');
    expect(screen.getByText('78702')).toBeInTheDocument();
  }, 60_000);

  it('offers the counties around a zip across state lines while no state is chosen', async () => {
    const u = user();
    renderEditor();
    await choose(u, 'Add territory by', 'County');
    await u.type(screen.getByRole('textbox', { name: 'Near zip (optional)' }), '78701');
    await u.click(screen.getByRole('combobox', { name: 'County' }));
    await u.click(await screen.findByRole('option', { name: /^CADDO, LA, 30.2 mi/ }));
    await add(u, 'Add county');
    const added = await screen.findByRole('list', { name: 'Territory' });
    expect(within(added).getByText('CADDO, LA')).toBeInTheDocument();
  }, 30_000);

  it('marks the geos of percent-subsidy states', async () => {
    renderEditor([
      { type: 'State', stateAbbreviation: 'WA', county: null, zipCode: null },
      { type: 'State', stateAbbreviation: 'OK', county: null, zipCode: null },
    ]);
    await waitFor(() =>
      expect(within(territory()).getAllByRole('listitem')[0]).toHaveTextContent('percent subsidy'),
    );
    expect(within(territory()).getAllByRole('listitem')[1]).not.toHaveTextContent(
      'percent subsidy',
    );
  });

  it('says when the percent-subsidy states fail to load', async () => {
    renderEditor(
      [{ type: 'State', stateAbbreviation: 'WA', county: null, zipCode: null }],
      undefined,
      (call) =>
        paramsOf(call, territoryCalls.getPercentSubsidyStates)
          ? json({ message: 'down' }, 500)
          : null,
    );
    expect(await screen.findByText(M.getPercentSubsidyStates)).toBeInTheDocument();
  });

  it('says on the field when a zip is not one, and adds none until it is', async () => {
    const u = user();
    renderEditor();
    await choose(u, 'Add territory by', 'Zip code');
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await u.type(zip, '7870');
    expect(await screen.findByText(M.zipDigits)).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add zip' })).toBeDisabled();

    await u.type(zip, '1');
    await add(u, 'Add zip');
    await waitFor(() => expect(territory()).toHaveTextContent('78701'));
    expect(screen.queryByText(M.zipDigits)).not.toBeInTheDocument();
  }, 60_000);

  it('says on the field when a custom list is too long', async () => {
    const u = user();
    renderEditor();
    await choose(u, 'Add territory by', 'Custom zip list');
    const list = Array.from({ length: MAX_CUSTOM_ZIPS + 1 }, (_, i) => String(10000 + i));
    const zips = screen.getByRole('textbox', { name: 'Zip codes' });
    await u.click(zips);
    await u.paste(list.join(' '));
    expect(await screen.findByText(M.customListTooLong)).toBeInTheDocument();
    expect(zips).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add list' })).toBeDisabled();
  }, 60_000);

  it('adds a custom list and lists the zips not found', async () => {
    const u = user();
    renderEditor();
    await choose(u, 'Add territory by', 'Custom zip list');
    await u.type(screen.getByRole('textbox', { name: 'Zip codes' }), '78701, 00000 78703');
    await add(u, 'Add list');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.zipsNotFound(['00000']));
    expect(within(territory()).getAllByRole('listitem')).toHaveLength(2);
    expect(territory()).toHaveTextContent('custom list');
  }, 60_000);

  it('says when the estimate or a radius fails, and asks for a basis first', async () => {
    const u = user();
    renderEditor([], { packageId: 'p-1' }, (call) =>
      paramsOf(call, territoryCalls.getGeoEstimate) ||
      paramsOf(call, territoryCalls.getZipsInRadius)
        ? json({ message: 'boom' }, 500)
        : null,
    );
    await choose(u, 'State', 'Texas');
    await add(u, 'Add state');
    expect(await screen.findByText(M.getAddedEstimate)).toBeInTheDocument();
    await choose(u, 'Add territory by', 'Radius around a zip');
    await u.type(screen.getByRole('textbox', { name: 'Centre zip code' }), '74103');
    await add(u, 'Add radius');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.setCustomZipRadius);
  }, 60_000);

  it('shows no estimate until there is a quote type', async () => {
    renderEditor([{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }], null);
    expect(await screen.findByText('Choose a quote type to see estimates')).toBeInTheDocument();
  });
});
