import { describe, expect, it } from 'vitest';
import { crmVariableLabel } from './crm-variable-label';

describe('crmVariableLabel', () => {
  it('reads camelCase names as words', () => {
    expect(crmVariableLabel('agencyEmailUser')).toBe('Agency e-mail user');
    expect(crmVariableLabel('leadSource')).toBe('Lead source');
    expect(crmVariableLabel('pipeline')).toBe('Pipeline');
  });

  it('spells the usual abbreviations in capitals', () => {
    expect(crmVariableLabel('apiKey')).toBe('API key');
    expect(crmVariableLabel('orgId')).toBe('Org ID');
    expect(crmVariableLabel('callback_url')).toBe('Callback URL');
  });

  it('keeps a name that already has spaces', () => {
    expect(crmVariableLabel('Variable 1')).toBe('Variable 1');
    expect(crmVariableLabel('Agent e-mail name')).toBe('Agent e-mail name');
  });
});
