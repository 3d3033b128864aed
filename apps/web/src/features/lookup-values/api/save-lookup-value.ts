import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  lookupValueOperations,
  type SaveLookupValueRequest,
} from '@client-admin/contracts/lookup-values';
import { callApi } from '../../../lib/call-api';
import { lookupValueKeys } from './query-keys';

export function saveLookupValue(body: SaveLookupValueRequest) {
  return callApi(lookupValueOperations.saveLookupValue, { body });
}

export function useSaveLookupValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLookupValue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupValueKeys.all }),
  });
}
