import type { ChannelInput, CrmTarget } from '@client-admin/contracts/channels';
import { ECRM_MESSAGES, ecrmError } from '@client-admin/domain/ecrm';

/** Why an ECRM delivery cannot be added yet (no agency e-mail), or null. */
export function ecrmAddError(target: CrmTarget, agencyEmail: string | null): string | null {
  if (!target.isEcrm) return null;
  return ecrmError(agencyEmail, []) === ECRM_MESSAGES.agencyEmailMissing
    ? ECRM_MESSAGES.agencyEmailMissing
    : null;
}

/** A new delivery entry: one empty value for each of the target's variables. */
export const newCrmDelivery = (target: CrmTarget): ChannelInput['crmDelivery'][number] => ({
  domain: target.domain,
  variables: target.variableNames.map(() => ''),
});

/** The ECRM checks of seed 001 §5 on each ECRM entry: index and message of the failing ones. */
export function ecrmEntryErrors(
  entries: ChannelInput['crmDelivery'],
  targets: readonly CrmTarget[],
  agencyEmail: string | null,
): { index: number; message: string }[] {
  return entries.flatMap((entry, index) => {
    const target = targets.find((t) => t.domain === entry.domain);
    if (!target?.isEcrm) return [];
    const message = ecrmError(agencyEmail, entry.variables);
    return message ? [{ index, message }] : [];
  });
}
