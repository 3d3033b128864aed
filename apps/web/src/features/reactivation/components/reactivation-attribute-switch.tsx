import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import {
  useReactivationAttribute,
  useUpdateReactivationAttribute,
} from '../api/reactivation-attribute';

/**
 * Staff: whether the client may reactivate itself online (the reactivation attribute, seed 000
 * §7; decision 0083). Off: the dialog tells the client to contact support.
 */
export function ReactivationAttributeSwitch({ clientId }: { clientId: number }) {
  const attribute = useReactivationAttribute(clientId);
  const update = useUpdateReactivationAttribute(clientId);
  const toast = useToast();
  const offered = attribute.data?.selfServiceOffered ?? true;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={offered}
            disabled={!attribute.isSuccess || update.isPending}
            onChange={(event) =>
              update.mutate(event.target.checked, {
                onError: () => toast.error(M.attributeFailed),
              })
            }
          />
        }
        label="Self-service reactivation offered"
      />
      {attribute.data?.updatedBy && (
        <Typography variant="body2" color="text.secondary">
          {`Set by ${attribute.data.updatedBy} on ${formatDateTime(attribute.data.updatedAt)}`}
        </Typography>
      )}
    </div>
  );
}
