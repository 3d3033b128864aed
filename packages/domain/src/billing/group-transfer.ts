import { sameGroup } from './group-debt';

/** Ours (issue 33, decision 0045): who a group balance transfer may go to. */
export const GROUP_TRANSFER_MESSAGES = {
  noGroup: 'The client has no parent company, so it has no group to transfer to',
  otherGroup: 'A group balance transfer goes only to a client of the same parent company',
} as const;

/**
 * The fault of a group balance transfer between two clients, by their parent companies, or null:
 * a group is the clients of one parent company (decision 0040), and its money stays within it.
 */
export function groupTransferError(
  sourceParentCompany: string | null,
  targetParentCompany: string | null,
): string | null {
  if (!sourceParentCompany) return GROUP_TRANSFER_MESSAGES.noGroup;
  if (!sameGroup(sourceParentCompany, targetParentCompany)) {
    return GROUP_TRANSFER_MESSAGES.otherGroup;
  }
  return null;
}
