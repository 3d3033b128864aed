import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PromoItem } from '@client-admin/contracts/billing-money';
import { PROMO_DEFINITION_MESSAGES as D } from '@client-admin/domain/billing/promo-definitions';
import { PROMO_MESSAGES as P } from '@client-admin/domain/billing/promos';
import { hasAnyRole, ROLE_GROUPS } from '@client-admin/domain/roles';
import { PageLoading } from '../../../../components/page-loading';
import { useAuth } from '../../../../lib/auth/use-auth';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { usePromos } from '../../api/get-promos';
import { PromoDialog } from './promo-dialog';
import { PromosTable } from './promos-table';

/** Promos tab of /product-admin: the built-in promos and those staff define (decision 0085). */
export function PromosTab() {
  const { roles } = useAuth();
  // The roles of createpromo and of a promo's POST.
  const canWrite = hasAnyRole(roles, ROLE_GROUPS.staff);
  const promos = usePromos();
  useFailureToast(promos.isError, P.failedToLoad);
  const [editing, setEditing] = useState<{ promo?: PromoItem } | null>(null);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="h5" component="h2">
            Promos
          </Typography>
          <Typography variant="body2" color="text.secondary">
            What staff may grant a client. The built-in promos are fixed; a defined promo can be
            renamed or repriced, and its past grants keep what they moved.
          </Typography>
        </div>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing({})} sx={{ flexShrink: 0 }}>
            New promo
          </Button>
        )}
      </Stack>
      {promos.isPending && <PageLoading label="Loading promos" />}
      {promos.isError && <Alert severity="error">{P.failedToLoad}</Alert>}
      {promos.data?.length === 0 && <Typography color="text.secondary">{D.none}</Typography>}
      {promos.data && promos.data.length > 0 && (
        <PromosTable
          promos={promos.data}
          onEdit={canWrite ? (promo) => setEditing({ promo }) : undefined}
        />
      )}
      {editing && (
        <PromoDialog
          {...(editing.promo ? { promo: editing.promo } : {})}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
