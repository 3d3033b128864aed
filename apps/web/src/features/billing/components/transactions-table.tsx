import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Transaction } from '@client-admin/contracts/billing';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { ActionsHeaderCell } from '../../../lib/table/actions-header-cell';
import { RecordCard, RecordCardList } from '../../../components/record-card';
import { useScreenClass } from '../../../lib/use-screen-class';
import { productLabel, typeLabel } from '../utils/line-labels';
import { ScrollCue } from '../../../components/scroll-cue';

interface TransactionsTableProps {
  lines: readonly Transaction[];
  /** Staff: the rows that can be refunded get a Refund button. */
  onRefund?: ((line: Transaction) => void) | undefined;
  canRefund: (line: Transaction) => boolean;
  /** Staff: a group debt transaction gets a Replace button (decision 0040). */
  onReplace?: ((line: Transaction) => void) | undefined;
  canReplace?: (line: Transaction) => boolean;
  /** Staff: a group balance transfer not yet reversed gets a Reverse button (decision 0083). */
  onReverse?: ((line: Transaction) => void) | undefined;
  canReverse?: (line: Transaction) => boolean;
}

const reference = (line: Transaction) => line.CardCheckNumber ?? line.PromoCode ?? '';

/** A row's action, named with the row for screen readers ('Refund Deposit of $150.00 on …'). */
function LineAction({
  verb,
  line,
  onClick,
}: {
  verb: string;
  line: Transaction;
  onClick: (l: Transaction) => void;
}) {
  return (
    <Button
      size="small"
      onClick={() => onClick(line)}
      aria-label={`${verb} ${typeLabel(line.TypeCode)} of ${formatPrice(line.Amount)} on ${formatDateTime(line.CreateDate)}`}
    >
      {verb}
    </Button>
  );
}

/** The transaction lines: a table, or cards at 500 px and below. */
export function TransactionsTable({
  lines,
  onRefund,
  canRefund,
  onReplace,
  canReplace,
  onReverse,
  canReverse,
}: TransactionsTableProps) {
  const narrow = useScreenClass('xs');
  const hasActions = !!onRefund || !!onReplace || !!onReverse;
  const action = (line: Transaction) => {
    if (onRefund && canRefund(line))
      return <LineAction verb="Refund" line={line} onClick={onRefund} />;
    const replace = canReplace?.(line) ? onReplace : undefined;
    const reverse = canReverse?.(line) ? onReverse : undefined;
    if (!replace && !reverse) return null;
    return (
      <Stack direction="row" sx={{ gap: 0.5 }}>
        {replace && <LineAction verb="Replace" line={line} onClick={replace} />}
        {reverse && <LineAction verb="Reverse" line={line} onClick={reverse} />}
      </Stack>
    );
  };

  if (narrow) {
    return (
      <RecordCardList label="Transactions">
        {lines.map((line) => (
          <RecordCard
            key={`${line.Id}-${line.Service}`}
            title={`${formatPrice(line.Amount)} · ${typeLabel(line.TypeCode)}`}
            actions={action(line)}
            fields={[
              { label: 'Date', value: formatDateTime(line.CreateDate) },
              { label: 'Product', value: productLabel(line.Service) },
              { label: 'Description', value: line.Description },
              { label: 'Check / promo', value: reference(line) },
            ]}
          />
        ))}
      </RecordCardList>
    );
  }
  return (
    <ScrollCue label="Transactions">
      <Table size="small" aria-label="Transactions">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Product</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Check / promo</TableCell>
            <TableCell align="right">Amount</TableCell>
            {hasActions && <ActionsHeaderCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.Id}-${line.Service}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.CreateDate)}</TableCell>
              <TableCell>{typeLabel(line.TypeCode)}</TableCell>
              <TableCell>{productLabel(line.Service)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.Description}</TableCell>
              <TableCell>{reference(line)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPrice(line.Amount)}
              </TableCell>
              {hasActions && <TableCell>{action(line)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
  );
}
