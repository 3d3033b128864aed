import { Suspense } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAMES, type ProductType } from '@client-admin/domain/billing/billing-constants';
import { formatPrice } from '../../../lib/format-price';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import type { Balance } from '@client-admin/contracts/billing';
import type { BalancePoint } from '../utils/balance-history';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';

const { Component: BalanceChart } = lazyWithPreload(() => import('./balance-chart'));

interface BalanceCardProps {
  product: ProductType;
  /** Undefined while loading or when the balance could not be read. */
  balance: Balance | undefined;
  loading: boolean;
  /** The balance over the chosen dates; undefined until the transactions are read. */
  history: readonly BalancePoint[] | undefined;
}

/** One product's balance in dollars, its overdraft limit if any, and its chart. */
export function BalanceCard({ product, balance, loading, history }: BalanceCardProps) {
  const name = PRODUCT_NAMES[product];
  const headingId = `balance-${product}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" color="text.secondary">
        {name} balance
      </Typography>
      <Typography variant="h4" component="p" sx={{ my: 0.5 }}>
        {loading ? <Skeleton width={120} /> : balance ? formatPrice(balance.balance) : '—'}
      </Typography>
      {balance && balance.limit < 0 && (
        <Typography variant="body2" color="text.secondary">
          May go down to {formatPrice(balance.limit)}
        </Typography>
      )}
      {!loading && !balance && (
        <Typography variant="body2" color="text.secondary">
          {M.balanceNotAvailable}
        </Typography>
      )}
      {history && (
        <Suspense fallback={<Skeleton variant="rectangular" height={64} />}>
          <BalanceChart product={name} points={history} />
        </Suspense>
      )}
    </Paper>
  );
}
