import { describe, expect, it } from 'vitest';
import { ECRM_MESSAGES } from '@client-admin/domain/ecrm';
import { ecrmAddError, ecrmEntryErrors, newCrmDelivery } from './crm-delivery';

const ecrm = { domain: 'ecrm.example', name: 'ECRM', variableNames: ['Agent'], isEcrm: true };
const other = { domain: 'crm.example', name: 'CRM', variableNames: ['Key', 'Id'], isEcrm: false };

describe('CRM delivery', () => {
  it('refuses an ECRM entry while the agency e-mail is not set', () => {
    expect(ecrmAddError(ecrm, '')).toBe(ECRM_MESSAGES.agencyEmailMissing);
    expect(ecrmAddError(ecrm, 'ada@example.com')).toBeNull();
    expect(ecrmAddError(other, null)).toBeNull();
  });

  it('starts an entry with one value per variable and checks ECRM entries only', () => {
    expect(newCrmDelivery(other)).toEqual({ domain: 'crm.example', variables: ['', ''] });
    const entries = [
      { domain: 'crm.example', variables: ['x', 'y'] },
      { domain: 'ecrm.example', variables: ['bob'] },
      { domain: 'ecrm.example', variables: ['ada'] },
    ];
    expect(ecrmEntryErrors(entries, [ecrm, other], 'ada@example.com')).toEqual([
      { index: 1, message: ECRM_MESSAGES.invalidEmail },
    ]);
  });
});
