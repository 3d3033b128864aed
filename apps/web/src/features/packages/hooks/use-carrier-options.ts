import { useMemo } from 'react';
import { MESSAGES } from '@client-admin/domain/messages';
import type { Option } from '@client-admin/contracts/common';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useOptionList } from '../../../lib/option-lists/get-option-list';

/** Carriers are the parent companies (the AGENCY option list), code to display name. */
export function useCarrierOptions(): {
  options: Option[];
  labelOf: (code: string | null) => string;
} {
  const query = useOptionList('AGENCY');
  useFailureToast(query.isError, MESSAGES.failedParentCompanies);
  const options = useMemo(() => query.data ?? [], [query.data]);
  const labelOf = useMemo(() => {
    const labels = new Map(options.map((option) => [option.value, option.label]));
    return (code: string | null) => (code === null ? ALL_CARRIERS : (labels.get(code) ?? code));
  }, [options]);
  return { options, labelOf };
}

/** A package without a carrier is offered to every carrier. */
export const ALL_CARRIERS = 'All carriers';
