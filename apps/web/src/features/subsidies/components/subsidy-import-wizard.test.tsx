import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subsidiesCalls } from '@client-admin/contracts/subsidies.calls';
import {
  json,
  mockFetch,
  paramsOf,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
} from '../../../lib/testing/render-feature';
import { SubsidyImportWizard } from './subsidy-import-wizard';

vi.mock('../../../lib/auth/access-token');

const TOKEN = '6f1c7a52-8d0e-4a8e-9a43-2a8c7d9b1e11';

/** An XMLHttpRequest that reports half the upload, then waits for the test to answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
    queueMicrotask(() =>
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }),
    );
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const PLAN = {
  importType: 'SUBSIDY',
  fileName: 'nm.xlsx',
  sheetname: 'Subsidies',
  toBeAdded: 2,
  toBeUpdated: 1,
  toBeDeleted: 0,
  unchanged: 4,
  states: ['NM'],
  preview: [
    {
      action: 'ADD',
      line: 2,
      key: { leadState: 'NM', county: '', product: 'SF-AUTO-WEB' },
      before: null,
      after: { kind: 'FLAT', subsidy: 2.5, subsidyCap: null, display: '$2.50' },
    },
  ],
  fileError: null,
  badRowCount: 0,
  badRows: [],
  sameFile: null,
};

describe('SubsidyImportWizard (seed 002 §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = null;
  });

  it('uploads with progress, picks a sheet, shows the counts, applies after asking', async () => {
    const u = userEvent.setup({ delay: null, applyAccept: false });
    signInAs(STAFF_ROLES);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const calls = mockFetch((call) => {
      if (paramsOf(call, subsidiesCalls.preprocess)) return json(PLAN);
      if (paramsOf(call, subsidiesCalls.applyRules)) {
        return json({
          unchanged: false,
          message: 'Applied: 2 added, 1 updated, 0 deleted',
          batch: {
            id: 9,
            importType: 'SUBSIDY',
            fileName: 'nm.xlsx',
            sha256: 'a'.repeat(64),
            sheetName: 'Subsidies',
            ranAt: '2026-11-29T15:00:00.000Z',
            ranByEmail: 'cs@example.com',
            added: 2,
            updated: 1,
            deleted: 0,
            unchanged: 4,
            revertedAt: null,
            revertedByEmail: null,
          },
        });
      }
      return json({}, 404);
    });
    renderWithProviders(<SubsidyImportWizard />);
    await u.click(await screen.findByRole('button', { name: 'Next' }));
    await u.upload(screen.getByLabelText('Subsidy file'), new File(['x'], 'nm.xlsx'));
    await u.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/subsidy/upload?importType=SUBSIDY');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);
    xhr.answer(200, {
      t: TOKEN,
      importType: 'SUBSIDY',
      fileName: 'nm.xlsx',
      sha256: 'a'.repeat(64),
      sheets: ['Notes', 'Subsidies'],
      sameFile: null,
    });

    expect(await screen.findByText('Uploaded nm.xlsx.')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Sheet' }));
    await u.click(await screen.findByRole('option', { name: 'Subsidies' }));
    await u.click(screen.getByRole('button', { name: 'Pre-process' }));
    expect(await screen.findByTestId('To be added')).toHaveTextContent('2');
    expect(screen.getByTestId('To be updated')).toHaveTextContent('1');
    expect(screen.getByTestId('To be deleted')).toHaveTextContent('0');
    const pre = calls.find((c) => paramsOf(c, subsidiesCalls.preprocess))!;
    expect(Object.fromEntries(pre.url.searchParams)).toEqual({
      t: TOKEN,
      fileName: 'nm.xlsx',
      sheetname: 'Subsidies',
    });

    await u.click(screen.getByRole('button', { name: 'Apply rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply these subsidies?' });
    expect(calls.some((c) => paramsOf(c, subsidiesCalls.applyRules))).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Applied: 2 added, 1 updated, 0 deleted',
    );
  }, 30_000);

  it("shows a refused upload as 'Error(s): ' and a lost one as 'Error: Network Error'", async () => {
    const u = userEvent.setup({ delay: null, applyAccept: false });
    signInAs(STAFF_ROLES);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockFetch(() => json({}, 404));
    renderWithProviders(<SubsidyImportWizard />);
    await u.click(await screen.findByRole('button', { name: 'Next' }));
    await u.upload(screen.getByLabelText('Subsidy file'), new File(['x'], 'nm.xlsx'));
    await u.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Uploading… 50%');
    FakeXhr.last!.answer(400, {
      message: 'Bad request',
      errors: { file: 'The file is not a readable workbook' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error(s): The file is not a readable workbook',
    );
    await u.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Uploading… 50%');
    FakeXhr.last!.onerror?.();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Network Error');
  }, 30_000);
});
