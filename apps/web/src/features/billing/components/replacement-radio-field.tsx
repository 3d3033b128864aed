import type { Control, FieldValues, Path } from 'react-hook-form';
import type { ReplacementCandidate } from '@client-admin/contracts/billing-money';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { FormRadioField } from '../../../lib/form/form-radio-field';
import { typeLabel } from '../utils/line-labels';

const labelOf = (c: ReplacementCandidate) =>
  `${typeLabel(c.TypeCode)} of ${formatPrice(c.Amount)}, ${formatDateTime(c.CreateDate)}: ${formatPrice(c.Available)} available`;

/** The client's transactions that can replace the debt, one to choose. */
export function ReplacementRadioField<T extends FieldValues, TOut extends FieldValues>({
  candidates,
  ...props
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  candidates: readonly ReplacementCandidate[];
}) {
  return (
    <FormRadioField
      {...props}
      label="Pay it from"
      options={candidates.map((c) => ({ value: c.Id, label: labelOf(c) }))}
    />
  );
}
