import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analyticsOrigin, apiOrigin, deploymentDirectives, scriptHash } from '../../src/layouts/securityPolicy.ts';

const page = new URL('https://console.example.com/app/accounts?search=x');

describe('the policy directives that follow the deployment', () => {
  it('allows the API named by PUBLIC_API_URL, by origin', () => {
    expect(apiOrigin(page, { PUBLIC_API_URL: 'https://api.example.com/v1/' })).toBe('https://api.example.com');
  });

  it("falls back to port 8000 of the console's host, as the browser does", () => {
    expect(apiOrigin(page, {})).toBe('https://console.example.com:8000');
    expect(apiOrigin(new URL('http://localhost:4321/login'), { PUBLIC_API_URL: ' ' })).toBe('http://localhost:8000');
  });

  it('frames the analytics host when one is named, else the API that serves the embed page', () => {
    const env = { PUBLIC_API_URL: 'https://api.example.com' };
    expect(analyticsOrigin(page, env)).toBe('https://api.example.com');
    expect(analyticsOrigin(page, { ...env, ANALYTICS_SITE_URL: 'https://bi.example.com/metabase' })).toBe(
      'https://bi.example.com',
    );
    expect(deploymentDirectives(page, env)).toEqual([
      "connect-src 'self' https://api.example.com",
      'frame-src https://api.example.com',
    ]);
  });

  it("hashes an inline script's exact text", () => {
    const text = 'console.log(1)';
    expect(scriptHash(text)).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  });
});
