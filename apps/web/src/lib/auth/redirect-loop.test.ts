import { beforeEach, describe, expect, it } from 'vitest';
import { registerCallback, resetCallbackCount } from './redirect-loop';

describe('sign-in redirect loop counter', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('allows three callbacks in a row and flags the fourth as a loop', () => {
    expect(registerCallback()).toBe(false);
    expect(registerCallback()).toBe(false);
    expect(registerCallback()).toBe(false);
    expect(registerCallback()).toBe(true);
  });

  it('starts again after a successful sign-in resets it', () => {
    registerCallback();
    registerCallback();
    registerCallback();
    resetCallbackCount();
    expect(registerCallback()).toBe(false);
  });

  it('keeps the count in session storage, across page loads of the tab', () => {
    registerCallback();
    expect(window.sessionStorage.getItem('auth.callbackCount')).toBe('1');
  });
});
