import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SyncIcon from '@mui/icons-material/Sync';
import { MESSAGES } from '@client-admin/domain/messages';
import { useToast } from '../../../../lib/toast';
import { useSyncSalesforce } from '../../api/sync-salesforce';
import { errorMessage } from '../../../../lib/error-message';

export function SalesforceSyncButton({ clientId }: { clientId: number }) {
  const toast = useToast();
  const mutation = useSyncSalesforce(clientId);
  return (
    <Button
      variant="outlined"
      startIcon={
        mutation.isPending ? <CircularProgress size={16} aria-label="Syncing" /> : <SyncIcon />
      }
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: () => toast.success(MESSAGES.syncSuccessful),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      Sync to Salesforce
    </Button>
  );
}
