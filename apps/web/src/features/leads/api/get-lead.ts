import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsOperations } from '@client-admin/contracts/leads';
import type { LeadType } from '@client-admin/domain/leads/leads-constants';
import { callQuery } from '../../../lib/call-query';
import { isClientError } from '../../../lib/http';
import { leadsKeys } from './query-keys';

export const leadQueryOptions = (id: number, leadType: LeadType | undefined) =>
  queryOptions({
    ...callQuery(leadsKeys.lead(id, leadType), leadsOperations.getLead, {
      params: { id },
      query: leadType === undefined ? {} : { leadType },
    }),
    retry: (count, error) => !isClientError(error) && count < 2,
  });

/** Seed 001 §2: lead id 0 loads nothing. */
export function useLead(id: number, leadType: LeadType | undefined) {
  return useQuery({ ...leadQueryOptions(id, leadType), enabled: id > 0 });
}
