import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductData } from '@client-admin/contracts/billing-products';
import { isProductType, PRODUCT_NAMES } from '@client-admin/domain/billing/billing-constants';
import {
  BILLING_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@client-admin/domain/billing/product-terms';
import { MESSAGES } from '@client-admin/domain/messages';
import { formatPrice } from '../../../lib/format-price';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCards } from '../api/get-cards';
import { useProducts } from '../api/get-products';
import { ProductTermsDialog } from './product-terms-dialog';
import { ColumnsGrid } from '../../../components/columns-grid';

function termsText(p: ProductData): string {
  const t = p.paymentTerms;
  if (t.method === 'CHARGE_DAY' && t.chargeDay !== null) {
    return `Card charged on day ${t.chargeDay} of the month`;
  }
  if (t.method === 'RECHARGE' && t.rechargeAmount !== null) {
    return `Recharge ${formatPrice(t.rechargeAmount)} when below ${formatPrice(t.rechargeThreshold)}`;
  }
  return PAYMENT_METHOD_LABELS[t.method];
}

/** Products and payment terms (seed 002 §3, §9): everyone reads them, staff edit them. */
export function ProductsSection({ clientId, isStaff }: { clientId: number; isStaff: boolean }) {
  const products = useProducts(clientId);
  const cards = useCards(clientId);
  const [editing, setEditing] = useState<ProductData | null>(null);
  useFailureToast(products.isError, MESSAGES.requestFailed);
  const list = products.data ?? [];
  const cardText = (paymentId: number | null) => {
    const card =
      paymentId === null
        ? cards.data?.find((c) => c.isPrimary)
        : cards.data?.find((c) => c.paymentId === paymentId);
    // Without a card on file the terms name none, as the cards beside them say.
    if (!card) return cards.data?.length ? 'Primary card' : 'No card on file';
    return `${card.brand} ${card.cardNumberDisplay}${paymentId === null ? ' (primary)' : ''}`;
  };

  return (
    <Box component="section" aria-labelledby="products-heading">
      <Typography id="products-heading" variant="h6" component="h2" gutterBottom>
        Products &amp; payment terms
      </Typography>
      <ColumnsGrid>
        {list.map((product) => {
          const name = isProductType(product.productId) ? PRODUCT_NAMES[product.productId] : '';
          return (
            <Paper
              key={product.productId}
              variant="outlined"
              component="section"
              aria-label={`${name} payment terms`}
              sx={{ p: 2 }}
            >
              <Stack spacing={0.5}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Typography variant="body2">{termsText(product)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {BILLING_TYPE_LABELS[product.billingType]} · Spend limit{' '}
                  {product.spendLimit === null ? 'none' : formatPrice(product.spendLimit)} ·{' '}
                  {cardText(product.paymentId)}
                </Typography>
                {isStaff && (
                  <Box>
                    <Button size="small" onClick={() => setEditing(product)}>
                      Edit terms
                    </Button>
                  </Box>
                )}
              </Stack>
            </Paper>
          );
        })}
      </ColumnsGrid>
      {editing && (
        <ProductTermsDialog
          clientId={clientId}
          product={editing}
          products={list}
          cards={cards.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
