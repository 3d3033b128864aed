import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { PRODUCT_TYPES } from '@client-admin/domain/billing/billing-constants';
import { MESSAGES } from '@client-admin/domain/messages';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { getBalanceQueryOptions } from '../api/get-balance';
import type { TransactionHistory } from '../api/get-transaction-history';
import { balanceHistory } from '../utils/balance-history';
import type { DayRange } from '@client-admin/domain/day-range';
import { BalanceCard } from './balance-card';
import { ColumnsGrid } from '../../../components/columns-grid';

interface BalancesSectionProps {
  clientId: number;
  range: DayRange;
  history: TransactionHistory | undefined;
}

/** The client's Web and Call balances, each with its chart over the chosen dates. */
export function BalancesSection({ clientId, range, history }: BalancesSectionProps) {
  const balances = useQueries({
    queries: PRODUCT_TYPES.map((product) => getBalanceQueryOptions(clientId, product)),
  });
  // Seed 002 §8: a billing read that fails shows a generic toast and empty data.
  useFailureToast(
    balances.some((b) => b.isError),
    MESSAGES.requestFailed,
  );

  return (
    <Box component="section" aria-labelledby="balances-heading">
      <Typography id="balances-heading" variant="h6" component="h2" gutterBottom>
        Balances
      </Typography>
      <ColumnsGrid>
        {PRODUCT_TYPES.map((product, index) => {
          const balance = balances[index]!;
          const lines = history?.items.filter((line) => line.Service === product);
          return (
            <BalanceCard
              key={product}
              product={product}
              balance={balance.data}
              loading={balance.isPending}
              history={
                balance.data && lines && history?.complete
                  ? balanceHistory({
                      balance: balance.data.balance,
                      lines,
                      range,
                      now: history.readAt,
                    })
                  : undefined
              }
            />
          );
        })}
      </ColumnsGrid>
    </Box>
  );
}
