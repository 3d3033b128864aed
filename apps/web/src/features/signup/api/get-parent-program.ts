import { queryOptions, useQuery } from '@tanstack/react-query';
import { signupOperations } from '@client-admin/contracts/signup';
import { callApi } from '../../../lib/call-api';
import { signupKeys } from './query-keys';

export interface ParentProgramKey {
  agencyEmail: string;
  parentCompany: string;
  /** Zip and state: State Farm's combined upload (its flag on) asks per zip and state. */
  zipState: { zip: string; state: string } | null;
}

/**
 * GET /api/sales/parentProgram/{agencyEmail}/{parentCompany}, with /{zip}/{state} appended for
 * State Farm when the StateFarmCombinedUpload flag is on (seed 002 §7).
 */
export const parentProgramQueryOptions = ({
  agencyEmail,
  parentCompany,
  zipState,
}: ParentProgramKey) =>
  queryOptions({
    queryKey: signupKeys.parentProgram(
      agencyEmail,
      parentCompany,
      zipState?.zip ?? '',
      zipState?.state ?? '',
    ),
    queryFn: ({ signal }) =>
      zipState
        ? callApi(signupOperations.getParentProgramInState, {
            params: { agencyEmail, parentCompany, ...zipState },
            signal,
          })
        : callApi(signupOperations.getParentProgram, {
            params: { agencyEmail, parentCompany },
            signal,
          }),
    staleTime: 5 * 60_000,
  });

export function useParentProgram(key: ParentProgramKey | null) {
  return useQuery({
    ...parentProgramQueryOptions(key ?? { agencyEmail: '', parentCompany: '', zipState: null }),
    enabled: key !== null,
  });
}
