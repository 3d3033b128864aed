import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Card } from '@client-admin/contracts/billing-cards';
import { isAtCardLimit } from '@client-admin/domain/billing/cards/card-form';
import { CARD_MESSAGES as M } from '@client-admin/domain/billing/cards/card-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useToast } from '../../../lib/toast';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCsAlert } from '../api/cs-alert';
import { useAuthnet } from '../api/get-authnet';
import { useCards } from '../api/get-cards';
import { useRemoveCard } from '../api/remove-card';
import { useSetPrimaryCard } from '../api/set-primary-card';
import { loadVaultScript } from '../utils/card-vault';
import { CardFormDialog } from './card-form-dialog';

type Dialog = { kind: 'form'; card: Card | null } | { kind: 'remove'; card: Card };

/**
 * The client's cards (seed 002 §2): add, edit, set primary, remove with a confirmation. At the
 * limit of 10 the seed's message shows and, for client users only, customer service is alerted.
 */
export function CardsSection({ clientId, isStaff }: { clientId: number; isStaff: boolean }) {
  const toast = useToast();
  const cards = useCards(clientId);
  const setPrimary = useSetPrimaryCard(clientId);
  const remove = useRemoveCard(clientId);
  const alert = useCsAlert();
  const authnet = useAuthnet();
  const scriptUrl = authnet.data?.scriptUrl;
  // Seed 002 §7: the card provider's script is loaded when the billing screen starts, so the
  // form tokenizes at once; a failure shows when a card is added.
  useEffect(() => {
    if (scriptUrl) loadVaultScript(scriptUrl).catch(() => undefined);
  }, [scriptUrl]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [atLimit, setAtLimit] = useState(false);
  // Seed 002 §8: billing reads fall back to empty data with a generic toast.
  useFailureToast(cards.isError, MESSAGES.requestFailed);
  const list = cards.data ?? [];

  const onAdd = () => {
    if (!isAtCardLimit(list.length)) {
      setDialog({ kind: 'form', card: null });
      return;
    }
    setAtLimit(true);
    if (!isStaff) alert.mutate({ clientId, message: M.alertMessage(clientId, list.length) });
  };

  const makePrimary = (card: Card) =>
    setPrimary.mutate(card.paymentId, {
      onSuccess: () => toast.success(M.primarySet),
      onError: (error) => toast.error(errorMessage(error, M.updateFailed)),
    });

  const confirmRemove = (card: Card) =>
    remove.mutate(card.paymentId, {
      onSuccess: () => {
        toast.success(M.cardRemoved);
        setDialog(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, M.removeFailed));
        setDialog(null);
      },
    });

  return (
    <Box component="section" aria-labelledby="cards-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="cards-heading" variant="h6" component="h2">
          Cards
        </Typography>
        <Button variant="outlined" onClick={onAdd} disabled={cards.isPending}>
          Add card
        </Button>
      </Stack>
      {atLimit && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setAtLimit(false)}>
          {M.cardLimit}
        </Alert>
      )}
      {cards.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">No cards on file.</Typography>
      )}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((card) => (
          <Paper
            component="li"
            variant="outlined"
            key={card.paymentId}
            aria-label={`${card.brand} ${card.cardNumberDisplay}`}
            sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Box sx={{ flex: '1 1 14rem' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {card.brand} {card.cardNumberDisplay}{' '}
                {card.isPrimary && <Chip size="small" color="primary" label="Primary" />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {card.firstName} {card.lastName}
                {card.companyName ? `, ${card.companyName}` : ''} · expires {card.expiration}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {!card.isPrimary && (
                <Button
                  size="small"
                  onClick={() => makePrimary(card)}
                  disabled={setPrimary.isPending}
                >
                  Set primary
                </Button>
              )}
              <Button size="small" onClick={() => setDialog({ kind: 'form', card })}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDialog({ kind: 'remove', card })}
              >
                Remove
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {dialog?.kind === 'form' && (
        <CardFormDialog
          clientId={clientId}
          card={dialog.card}
          isStaff={isStaff}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${dialog.card.brand} ${dialog.card.cardNumberDisplay}?`}
          confirmLabel="Remove"
          busyLabel="Removing…"
          busy={remove.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => confirmRemove(dialog.card)}
        >
          The card is removed from the client&apos;s payment methods.
        </ConfirmDialog>
      )}
    </Box>
  );
}
