import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHANNEL_GROUP_MESSAGES } from './channel-group-messages';
import { groupNameError, isGroupNameTaken } from './group-name';

const groups = [
  { subscriptionGroupId: 1, groupName: 'Mornings' },
  { subscriptionGroupId: 2, groupName: 'Weekend Calls' },
];

describe('channel group names (seed 001 §5)', () => {
  it('refuses a name the client already has, whatever its case', () => {
    expect(isGroupNameTaken('mornings', groups)).toBe(true);
    expect(isGroupNameTaken('  WEEKEND calls ', groups)).toBe(true);
    expect(isGroupNameTaken('Evenings', groups)).toBe(false);
    expect(groupNameError('MORNINGS', groups)).toBe(CHANNEL_GROUP_MESSAGES.nameExists);
  });

  it('lets a group keep (or re-case) its own name', () => {
    expect(isGroupNameTaken('MORNINGS', groups, 1)).toBe(false);
    expect(groupNameError('Weekend calls', groups, 1)).toBe(CHANNEL_GROUP_MESSAGES.nameExists);
  });

  it('wants a name', () => {
    expect(groupNameError('   ', groups)).toBe(CHANNEL_GROUP_MESSAGES.nameRequired);
    expect(groupNameError('Evenings', groups)).toBeNull();
  });

  it('is taken exactly when a case-insensitive twin is there', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.boolean(), (name, upper) => {
        const stored = [{ subscriptionGroupId: 7, groupName: name }];
        const asked = upper ? name.toUpperCase() : name.toLowerCase();
        expect(isGroupNameTaken(asked, stored)).toBe(
          asked.trim().toLowerCase() === name.trim().toLowerCase(),
        );
      }),
    );
  });
});
