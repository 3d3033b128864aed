import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { CARD_MESSAGES as M } from '@client-admin/domain/billing/cards/card-messages';
import type { VaultMessage } from '../utils/card-vault';

/** A refused card: the seed's message, then the provider's codes and texts with their count. */
export function ProviderMessages({
  message,
  messages,
}: {
  message: string;
  messages: VaultMessage[];
}) {
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{message}</AlertTitle>
      {messages.length > 0 && (
        <>
          {M.providerErrors(messages.length)}
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {messages.map((m) => (
              <li key={`${m.code}-${m.text}`}>
                {m.code}: {m.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
