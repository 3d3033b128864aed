import { describe, expect, it } from 'vitest';
import { crmVariables, renderPostTemplate } from './crm-post-template';

describe('CRM post template', () => {
  it('pairs variable names with the channel values in order', () => {
    expect(crmVariables(['agencyEmailUser', 'list'], ['agency1'])).toEqual({
      agencyEmailUser: 'agency1',
      list: '',
    });
  });

  it('fills placeholders and empties unknown ones', () => {
    expect(
      renderPostTemplate('to={{ agencyEmailUser }}&name={{firstName}}&x={{nope}}', {
        agencyEmailUser: 'agency1',
        firstName: 'Test',
      }),
    ).toBe('to=agency1&name=Test&x=');
  });
});
