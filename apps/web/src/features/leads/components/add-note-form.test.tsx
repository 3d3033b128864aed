import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadsCalls } from '@client-admin/contracts/leads.calls';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { AddNoteForm } from './add-note-form';

vi.mock('../../../lib/auth/access-token');

const user = () => userEvent.setup({ delay: null });
const addButton = () => screen.getByRole('button', { name: 'Add note' });

function renderForm(answer: (call: FetchCall) => Response) {
  const calls = mockFetch(answer);
  signInAs([], 5);
  renderWithProviders(<AddNoteForm sessionId={42} />);
  return calls;
}

describe('AddNoteForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds a note of more than spaces, trimmed, and starts a new one', async () => {
    const calls = renderForm(() =>
      json(
        {
          id: 10,
          sessionId: 42,
          note: 'Wants a quote',
          createdBy: 'Test User',
          createdAt: '2026-11-20T15:00:00Z',
        },
        201,
      ),
    );
    const note = await screen.findByRole('textbox', { name: 'New note' });
    await user().type(note, '   ');
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('3/2000')).toBeInTheDocument();

    await user().type(note, 'Wants a quote ');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user().click(addButton());
    expect(await screen.findByText(M.noteAdded)).toBeInTheDocument();
    expect(calls.find((c) => isCall(c, leadsCalls.addNote, { sessionId: 42 }))?.body).toEqual({
      note: 'Wants a quote',
    });
    expect(note).toHaveValue('');
  }, 30_000);

  it("shows the server's refusal of the note on the note, and toasts any other failure", async () => {
    let answer = json(
      { statusCode: 400, message: M.noteRequired, errors: { note: M.noteRequired } },
      400,
    );
    renderForm(() => answer);
    const note = await screen.findByRole('textbox', { name: 'New note' });
    await user().type(note, 'Called back');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user().click(addButton());
    expect(await screen.findByText(M.noteRequired)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(M.saveFailed)).not.toBeInTheDocument();

    answer = json({ statusCode: 500, message: 'Boom' }, 500);
    await user().type(note, '!');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user().click(addButton());
    expect(await screen.findByText(M.saveFailed)).toBeInTheDocument();
  }, 30_000);
});
