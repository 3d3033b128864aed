import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { farmersCalls } from '@client-admin/contracts/farmers.calls';
import { SUBSIDY_MESSAGES as S } from '@client-admin/domain/subsidies/subsidy-messages';
import { FARMERS_MESSAGES as F } from '@client-admin/domain/subsidies/farmers-rows';
import { ApiError } from '../../../lib/http';
import {
  json,
  mockFetch,
  paramsOf,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
} from '../../../lib/testing/render-feature';
import { FarmersAgentUpload } from './farmers-agent-upload';
import { FarmersBillingUpload } from './farmers-billing-upload';
import { FarmersUploadFrame } from './farmers-upload-frame';

vi.mock('../../../lib/auth/access-token');

type Send = (file: File, onProgress: (percent: number) => void) => Promise<{ message: string }>;

/** The frame over a mutation whose answer the test gives. */
function Harness({ send, blocked = false }: { send: Send; blocked?: boolean }) {
  const upload = useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (p: number) => void }) =>
      send(file, onProgress),
  });
  return (
    <FarmersUploadFrame
      fileLabel="Some file"
      upload={upload}
      importLabel="Import it"
      busyLabel="Importing it…"
      blocked={blocked}
      onImport={(file, onProgress) => upload.mutate({ file, onProgress })}
    />
  );
}

const user = () => userEvent.setup({ delay: null, applyAccept: false });
const csv = (name = 'agents.csv') => new File(['email,folio\n'], name, { type: 'text/csv' });

describe('FarmersUploadFrame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('imports a picked file with its progress, then shows the summary', async () => {
    let finish: (answer: { message: string }) => void = () => {};
    const send = vi.fn<Send>((_file, onProgress) => {
      onProgress(40);
      return new Promise((resolve) => (finish = resolve));
    });
    renderWithProviders(<Harness send={send} />);
    const button = await screen.findByRole('button', { name: 'Import it' });
    expect(button).toBeDisabled();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    await user().upload(screen.getByLabelText('Some file'), csv());
    expect(screen.getByText('agents.csv')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await user().click(button);

    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importing it…' })).toBeDisabled();
    expect(send.mock.calls[0]![0].name).toBe('agents.csv');
    finish({ message: '3 client(s) updated' });
    expect(await screen.findByRole('status')).toHaveTextContent('3 client(s) updated');
  });

  it('refuses a file of another kind before sending, and shows a refusal with its rows', async () => {
    const send = vi.fn<Send>(() =>
      Promise.reject(
        new ApiError('The file has errors', 400, { errors: { 'line 2': 'folio is required' } }),
      ),
    );
    renderWithProviders(<Harness send={send} />);
    await user().upload(await screen.findByLabelText('Some file'), csv('agents.txt'));
    expect(screen.getByRole('alert')).toHaveTextContent(S.fileType);
    expect(screen.getByRole('button', { name: 'Import it' })).toBeDisabled();

    await user().upload(screen.getByLabelText('Some file'), csv());
    await user().click(screen.getByRole('button', { name: 'Import it' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The file has errors');
    expect(refusal).toHaveTextContent('Line 2: folio is required');
    // A new file clears the last answer.
    await user().upload(screen.getByLabelText('Some file'), csv('again.csv'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits while another field of the form is wrong', async () => {
    renderWithProviders(<Harness send={vi.fn<Send>()} blocked />);
    await user().upload(await screen.findByLabelText('Some file'), csv());
    expect(screen.getByRole('button', { name: 'Import it' })).toBeDisabled();
  });
});

describe('the two Farmers upload forms', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keep their words: the agent file waits for a date', async () => {
    signInAs(STAFF_ROLES);
    renderWithProviders(<FarmersAgentUpload />);
    await user().upload(await screen.findByLabelText('Farmers agent file'), csv());
    const button = screen.getByRole('button', { name: 'Import agents' });
    await waitFor(() => expect(button).toBeEnabled());
    await user().clear(screen.getByLabelText('Date of the file'));
    expect(await screen.findByText(F.badDateContent)).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('keep their words: the billing records are posted', async () => {
    signInAs(STAFF_ROLES);
    mockFetch((call) =>
      paramsOf(call, farmersCalls.getBillingUploadEnabled)
        ? json({ enabled: true })
        : json({}, 404),
    );
    renderWithProviders(<FarmersBillingUpload />);
    await user().upload(await screen.findByLabelText('Farmers billing records file'), csv());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Post billing records' })).toBeEnabled(),
    );
  });
});
