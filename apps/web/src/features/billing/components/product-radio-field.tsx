import type { Control, FieldValues, Path } from 'react-hook-form';
import { PRODUCT_NAMES, PRODUCT_TYPES } from '@client-admin/domain/billing/billing-constants';
import { FormRadioField } from '../../../lib/form/form-radio-field';

const PRODUCT_OPTIONS = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_NAMES[value] }));

/** Web or Call, as radio buttons (two choices read faster than a menu). */
export function ProductRadioField<T extends FieldValues, TOut extends FieldValues>(props: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
}) {
  return <FormRadioField {...props} options={PRODUCT_OPTIONS} row />;
}
