import { describe, expect, it } from 'vitest';
import { crmVariables, postFormat, renderPostTemplate } from './crm-post-template';

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

describe('CRM post escaping', () => {
  it('URL-encodes values of a form body', () => {
    expect(
      renderPostTemplate('name={{name}}&email={{email}}', {
        name: 'Pat & Sam',
        email: 'pat+1@example.com',
      }),
    ).toBe('name=Pat%20%26%20Sam&email=pat%2B1%40example.com');
  });

  it('JSON-escapes values of a JSON body, which stays valid JSON', () => {
    const body = renderPostTemplate('{"name":"{{name}}","note":"{{note}}"}', {
      name: 'Pat "PJ" O\'Neil',
      note: 'line\nbreak \\ slash',
    });
    expect(JSON.parse(body)).toEqual({ name: 'Pat "PJ" O\'Neil', note: 'line\nbreak \\ slash' });
  });

  it('tells the format by the template', () => {
    expect(postFormat('  {"a":1}')).toBe('json');
    expect(postFormat('a=1')).toBe('form');
  });
});
