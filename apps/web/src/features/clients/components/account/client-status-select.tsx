import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@client-admin/domain/messages';
import { useToast } from '../../../../lib/toast';
import { useUpdateClientStatus } from '../../api/update-client-status';
import { useOptionListWithToast } from '../../hooks/use-option-list-with-toast';
import { errorMessage } from '../../../../lib/error-message';

interface ClientStatusSelectProps {
  clientId: number;
  status: string;
}

/** Staff change the client's status; it shows at once and is put back if the server refuses. */
export function ClientStatusSelect({ clientId, status }: ClientStatusSelectProps) {
  const options = useOptionListWithToast('CLIENT_STATUS', MESSAGES.failedStatuses);
  const mutation = useUpdateClientStatus(clientId);
  const toast = useToast();
  const known = options.some((option) => option.value === status);

  return (
    <TextField
      select
      fullWidth
      label="Status"
      value={status}
      onChange={(event) =>
        mutation.mutate(event.target.value, {
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {!known && (
        <MenuItem value={status} disabled>
          {status}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
