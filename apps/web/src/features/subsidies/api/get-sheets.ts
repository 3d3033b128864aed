import { useQuery } from '@tanstack/react-query';
import { subsidiesOperations } from '@client-admin/contracts/subsidies';
import { callQuery } from '../../../lib/call-query';
import { subsidiesKeys } from './query-keys';

/** GET /api/subsidy/getsheets?t&fileName: the sheets of an uploaded file. */
export const useSheets = (token: string | null, fileName: string) =>
  useQuery({
    ...callQuery(subsidiesKeys.sheets(token ?? ''), subsidiesOperations.getSheets, {
      query: { t: token ?? '', fileName },
    }),
    enabled: token !== null,
  });
