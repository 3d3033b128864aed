import { useCallback } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import type { ServiceType } from '@client-admin/domain/quote-types';
import { ApiError } from '../../../../lib/http';
import { useToast } from '../../../../lib/toast';
import { applyServerErrors } from '../../../../lib/form/apply-server-errors';
import { CHANNEL_INPUT_FIELDS, type ChannelFormValues } from '../../utils/channel-form-values';

/** A failed save: the server's field errors on the fields, else the seeds' failure toast. */
export function useSaveError(serviceType: ServiceType) {
  const toast = useToast();
  return useCallback(
    (error: unknown, setError: UseFormSetError<ChannelFormValues>) => {
      const placed =
        error instanceof ApiError && error.status === 400
          ? applyServerErrors(error.errors, CHANNEL_INPUT_FIELDS, setError)
          : 0;
      if (placed === 0) {
        toast.error(CHANNEL_MESSAGES.saveChannel(serviceType === 'Web' ? 'web' : 'call'));
      }
    },
    [serviceType, toast],
  );
}
