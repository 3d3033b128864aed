import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Transaction } from '@client-admin/contracts/billing';
import { hasAnyRole, ROLE_GROUPS } from '@client-admin/domain/roles';
import { useAuth } from '../../../lib/auth/use-auth';
import { useTransactionHistory } from '../api/get-transaction-history';
import { monthToDate, type DayRange } from '@client-admin/domain/day-range';
import { isReceivedGroupTransfer } from '../utils/group-debt-line';
import { isReversibleGroupTransfer } from '../utils/group-transfer-reversal';
import { isRefundable, refundLeftCents } from '../utils/refund-left';
import type { BillingParts } from './billing-parts';
import { BalancesSection } from './balances-section';
import { CancellationSection } from './cancellation-section';
import { CardsSection } from './cards-section';
import { ProductsSection } from './products-section';
import { CreateTransactionDialog } from './create-transaction-dialog';
import { GroupTransferDialog } from './group-transfer-dialog';
import { GroupTransfersSection } from './group-transfers-section';
import { GrantPromoDialog } from './grant-promo-dialog';
import { PromosSection } from './promos-section';
import { RefundDialog } from './refund-dialog';
import { StatementsSection } from './statements-section';
import { ReplaceDebtDialog } from './replace-debt-dialog';
import { ReverseTransferDialog } from './reverse-transfer-dialog';
import { TransactionsSection } from './transactions-section';
import { TransferDialog } from './transfer-dialog';

type Dialog =
  | { kind: 'create' }
  | { kind: 'transfer' }
  | { kind: 'group-transfer' }
  | { kind: 'promo' }
  | { kind: 'refund'; line: Transaction }
  | { kind: 'replace'; line: Transaction }
  | { kind: 'reverse'; line: Transaction };

/** One client's balances and transactions; staff also move money (decision 0027). */
export function ClientBilling({ clientId, parts }: { clientId: number; parts: BillingParts }) {
  const { roles } = useAuth();
  const isStaff = hasAnyRole(roles, ROLE_GROUPS.staff);
  const [range, setRange] = useState<DayRange>(() => monthToDate(new Date()));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const history = useTransactionHistory(clientId, range.from);
  const lines = history.data?.items ?? [];
  const leftCents = (line: Transaction) => refundLeftCents(line, lines);
  const close = () => setDialog(null);

  return (
    <Stack spacing={3}>
      {isStaff && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setDialog({ kind: 'create' })}>
            Create transaction
          </Button>
          <Button variant="outlined" onClick={() => setDialog({ kind: 'transfer' })}>
            Transfer
          </Button>
          <Button variant="outlined" onClick={() => setDialog({ kind: 'group-transfer' })}>
            Group balance transfer
          </Button>
          <Button variant="outlined" onClick={() => setDialog({ kind: 'promo' })}>
            Grant promo
          </Button>
        </Stack>
      )}
      <BalancesSection clientId={clientId} range={range} history={history.data} />
      <CardsSection clientId={clientId} isStaff={isStaff} />
      <ProductsSection clientId={clientId} isStaff={isStaff} />
      <parts.SignedAgreement clientId={clientId} />
      <TransactionsSection
        clientId={clientId}
        range={range}
        onRange={setRange}
        onRefund={isStaff ? (line) => setDialog({ kind: 'refund', line }) : undefined}
        canRefund={(line) => history.isSuccess && isRefundable(line) && leftCents(line) > 0}
        onReplace={isStaff ? (line) => setDialog({ kind: 'replace', line }) : undefined}
        canReplace={isReceivedGroupTransfer}
        onReverse={isStaff ? (line) => setDialog({ kind: 'reverse', line }) : undefined}
        canReverse={(line) => history.isSuccess && isReversibleGroupTransfer(line, lines)}
      />
      <GroupTransfersSection clientId={clientId} />
      <PromosSection clientId={clientId} />
      <StatementsSection clientId={clientId} />
      <CancellationSection clientId={clientId} />
      {dialog?.kind === 'create' && <CreateTransactionDialog clientId={clientId} onClose={close} />}
      {dialog?.kind === 'transfer' && <TransferDialog clientId={clientId} onClose={close} />}
      {dialog?.kind === 'promo' && <GrantPromoDialog clientId={clientId} onClose={close} />}
      {dialog?.kind === 'group-transfer' && (
        <GroupTransferDialog clientId={clientId} onClose={close} />
      )}
      {dialog?.kind === 'refund' && (
        <RefundDialog
          clientId={clientId}
          line={dialog.line}
          leftCents={leftCents(dialog.line)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'replace' && (
        <ReplaceDebtDialog clientId={clientId} line={dialog.line} onClose={close} />
      )}
      {dialog?.kind === 'reverse' && (
        <ReverseTransferDialog clientId={clientId} line={dialog.line} onClose={close} />
      )}
    </Stack>
  );
}
