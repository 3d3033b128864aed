import { REACTIVATION_MESSAGES } from '@client-admin/domain/reactivation/reactivation-messages';
import { CardFormDialog } from '../../features/billing/components/card-form-dialog';
import { ReactivationDialog as Flow } from '../../features/reactivation/components/reactivation-dialog';

/**
 * The reactivation dialog of seed 000 §2.4, composed here: the reactivation feature's steps with
 * the billing feature's card form as its add-card step (a feature never imports another).
 */
export function ReactivationDialog({
  clientId,
  name,
  isEligible,
  onClose,
}: {
  clientId: number;
  name: string;
  isEligible: boolean;
  onClose: () => void;
}) {
  return (
    <Flow
      clientId={clientId}
      name={name}
      isEligible={isEligible}
      onClose={onClose}
      renderAddCard={(onDone, address) => (
        <CardFormDialog
          clientId={clientId}
          card={null}
          isStaff={false}
          title={REACTIVATION_MESSAGES.addCardTitle}
          address={address}
          onClose={onDone}
        />
      )}
    />
  );
}
