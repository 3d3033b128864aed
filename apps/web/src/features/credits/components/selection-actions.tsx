import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../../lib/format-price';

interface SelectionActionsProps {
  prices: readonly number[];
  onApprove: () => void;
  onDeny: () => void;
}

/** What is selected in the list, and the decisions to take on it. */
export function SelectionActions({ prices, onApprove, onDeny }: SelectionActionsProps) {
  const none = prices.length === 0;
  const total = prices.reduce((sum, price) => sum + price, 0);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography role="status" variant="body2" sx={{ mr: 1 }}>
        {none
          ? 'Select pending credits to decide on several at once.'
          : `${prices.length} selected, ${formatPrice(total)}`}
      </Typography>
      <Button variant="contained" disabled={none} onClick={onApprove}>
        Approve
      </Button>
      <Button variant="outlined" color="error" disabled={none} onClick={onDeny}>
        Deny
      </Button>
    </Stack>
  );
}
