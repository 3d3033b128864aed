import { useCallback } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import type { ServiceType } from '@client-admin/domain/quote-types';
import { useToast } from '../../../../lib/toast';
import { applyRefusedFields } from '../../../../lib/form/apply-server-errors';
import { refusalDetails } from '../../../../lib/form/refused-fields';
import { CHANNEL_INPUT_FIELDS, type ChannelFormValues } from '../../utils/channel-form-values';

/**
 * A failed save: the seeds' failure toast, with the field messages of a 400 under it; those
 * messages also go on their fields and list rows (a territory row, a modifier's price) (issue 36).
 */
export function useSaveError(serviceType: ServiceType) {
  const toast = useToast();
  return useCallback(
    (error: unknown, setError: UseFormSetError<ChannelFormValues>) => {
      applyRefusedFields(error, CHANNEL_INPUT_FIELDS, setError);
      toast.error(
        CHANNEL_MESSAGES.saveChannel(serviceType === 'Web' ? 'web' : 'call'),
        refusalDetails(error),
      );
    },
    [serviceType, toast],
  );
}
