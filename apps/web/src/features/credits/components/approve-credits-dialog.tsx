import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { formatPrice } from '../../../lib/format-price';

interface ApproveCreditsDialogProps {
  /** The prices of the credits to approve, dollars. */
  prices: readonly number[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const creditsText = (count: number) => (count === 1 ? '1 credit' : `${count} credits`);

/** Asks before approving: how many credits, and the dollars they give back. */
export function ApproveCreditsDialog({
  prices,
  busy,
  onConfirm,
  onClose,
}: ApproveCreditsDialogProps) {
  const total = prices.reduce((sum, price) => sum + price, 0);
  return (
    <ConfirmDialog
      title={`Approve ${creditsText(prices.length)}?`}
      confirmLabel="Approve"
      busyLabel="Approving…"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {prices.length === 1
        ? `1 credit: ${formatPrice(total)} goes back to the client's balance.`
        : `${creditsText(prices.length)}: ${formatPrice(total)} in total go back to the clients' balances.`}
    </ConfirmDialog>
  );
}
