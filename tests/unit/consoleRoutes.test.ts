import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TAB_PATTERN, routes } from '../../src/shared/consoleRoutes.ts';
import { returnPath } from '../../src/shared/returnPath.ts';

const PAGES = path.resolve('src/pages');

/** Astro's file routes as patterns; the catch-alls ([...path]) are left out, since they match any address. */
function pageRoutes(dir = PAGES): RegExp[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pageRoutes(path.join(dir, entry.name));
    if (!entry.name.endsWith('.astro') || entry.name.startsWith('[...')) return [];
    const route = path
      .relative(PAGES, path.join(dir, entry.name))
      .replace(/\.astro$/, '')
      .replace(/(^|\/)index$/, '');
    const pattern = route
      .split('/')
      .filter(Boolean)
      .map((segment) => (/^\[\w+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return [new RegExp(`^/${pattern}$`)];
  });
}

/** A registration fix on each form it can open. */
const FIX_FORMS = ['legal_entity', 'end_user', 'address', 'campaign_detail', 'account'] as const;

/** Every address the module gives, with sample ids for the builders (a registration fix's on every form). */
const addresses = Object.entries(routes).flatMap(([name, route]) => {
  if (name === 'registrationFix') {
    return FIX_FORMS.map((form) => ({
      name: `${name} (${form})`,
      address: routes.registrationFix(7, { form, field: 'email', record_id: 3 }),
    }));
  }
  const address =
    typeof route === 'string'
      ? route
      : name === 'setNewPassword'
        ? routes.setNewPassword('a-token')
        : name === 'accountTab'
          ? routes.accountTab(3, 'users')
          : name === 'signInReturning'
            ? routes.signInReturning('/app/accounts/3/users', true)
            : (route as (record: { id: number }) => string)({ id: 3 });
  return [{ name, address }];
});

describe('console routes', () => {
  it('names a page of src/pages with every address', () => {
    const pages = pageRoutes();
    expect(pages.length).toBeGreaterThan(10);
    for (const { name, address } of addresses) {
      const pathname = new URL(address, 'http://console.test').pathname;
      expect(
        pages.some((page) => page.test(pathname)),
        `${name}: ${address}`,
      ).toBe(true);
    }
  });

  it('builds the addresses of records, tabs and reset links', () => {
    expect(routes.account({ id: 42 })).toBe('/app/accounts/42/overview');
    expect(routes.accountTab(42, 'business_phones')).toBe('/app/accounts/42/business_phones');
    expect(routes.legalEntity({ id: 7 })).toBe('/app/tcr/legal_entities/7');
    expect(routes.campaignDetail({ id: 9 })).toBe('/app/tcr/campaign_details/9');
    // A token is one path segment, whatever it holds.
    expect(routes.setNewPassword('a/b?c')).toBe('/reset_password/a%2Fb%3Fc');
  });

  it('gives the profile router the pattern of the account tab addresses', () => {
    const pattern = new RegExp(`^${ACCOUNT_TAB_PATTERN.replace(/:\w+/g, '[^/]+')}$`);
    expect(routes.accountTab(3, 'features')).toMatch(pattern);
  });
});

describe('signing in again, back to the page', () => {
  it('carries the page and why through /login', () => {
    const address = new URL(routes.signInReturning('/app/accounts?search=cl%C3%ADnica&page=2', true), 'http://c.test');
    expect(address.pathname).toBe('/login');
    expect(address.searchParams.get('session')).toBe('ended');
    expect(returnPath(address.searchParams.get('next'))).toBe('/app/accounts?search=cl%C3%ADnica&page=2');
    expect(new URL(routes.signInReturning('/app/tcr', false), 'http://c.test').searchParams.has('session')).toBe(false);
  });

  it('returns only to signed-in pages of this console', () => {
    for (const page of ['/app', '/app/tcr/phones', '/app/accounts/5/users#add']) expect(returnPath(page)).toBe(page);
    for (const elsewhere of [
      null,
      '',
      '//evil.example/app',
      '/\\evil.example/app',
      'https://evil.example/app/accounts',
      'javascript:alert(1)',
      '/login',
      '/application',
      '/app/../reset_password',
      '/apps',
    ]) {
      expect(returnPath(elsewhere), String(elsewhere)).toBeNull();
    }
  });
});
