import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { resolveGuard, safeOrigin } from './resolveGuard';

const page = (p: 'offers' | 'loans' | 'settings') => ({ kind: 'page' as const, page: p });

describe('resolveGuard (spec 01 §2 order)', () => {
  it('1. sends a user who needs profile onboarding to /onboarding, before anything else', () => {
    const user = makeUser({ needsOnboarding: true, accessiblePages: [] });
    expect(resolveGuard(page('settings'), user)).toEqual({ to: '/onboarding' });
    expect(resolveGuard({ kind: 'public' }, user)).toEqual({ to: '/onboarding' });
    expect(resolveGuard({ kind: 'company-onboarding' }, user)).toEqual({ to: '/onboarding' });
    expect(resolveGuard({ kind: 'onboarding' }, user)).toBeNull();
  });
  it('1. sends a user who no longer needs onboarding away from /onboarding', () => {
    expect(resolveGuard({ kind: 'onboarding' }, makeUser())).toEqual({ to: '/' });
  });
  it('2. applies the same rule to company onboarding', () => {
    const user = makeUser({ needsCompanyOnboarding: true, companies: [] });
    expect(resolveGuard(page('offers'), user)).toEqual({ to: '/company-onboarding' });
    expect(resolveGuard({ kind: 'company-onboarding' }, user)).toBeNull();
    expect(resolveGuard({ kind: 'company-onboarding' }, makeUser())).toEqual({ to: '/' });
  });
  it('3. sends a visitor without a session to /login remembering the origin', () => {
    expect(resolveGuard(page('loans'), null)).toEqual({ to: '/login', rememberOrigin: true });
    expect(resolveGuard({ kind: 'session' }, null)).toEqual({ to: '/login', rememberOrigin: true });
    expect(resolveGuard({ kind: 'onboarding' }, null)).toEqual({ to: '/login', rememberOrigin: true });
    expect(resolveGuard({ kind: 'public' }, null)).toBeNull();
  });
  it('4. sends a user lacking the page permission to /unauthorized', () => {
    const user = makeUser({ accessiblePages: ['offers'] });
    expect(resolveGuard(page('loans'), user)).toEqual({ to: '/unauthorized' });
    expect(resolveGuard(page('offers'), user)).toBeNull();
    expect(resolveGuard({ kind: 'session' }, makeUser({ accessiblePages: [] }))).toBeNull();
  });
  it('5. sends a signed-in user on /login to / or the remembered origin', () => {
    expect(resolveGuard({ kind: 'public' }, makeUser())).toEqual({ to: '/' });
    expect(resolveGuard({ kind: 'public' }, makeUser(), '/credits?x=1')).toEqual({ to: '/credits?x=1' });
  });
  it('only follows same-app origins', () => {
    expect(safeOrigin('//evil.example')).toBe('/');
    expect(safeOrigin('https://evil.example')).toBe('/');
    expect(safeOrigin('/login')).toBe('/');
    expect(safeOrigin('/treasury')).toBe('/treasury');
  });
});
