import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl, onApi } from '../../src/api/config.ts';

/** The API meta the console's layout writes (src/layouts/Base.astro): one of api-base-url or api-port. */
function publish(name: 'api-base-url' | 'api-port', content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name^="api-"]')) meta.remove();
});

describe("the console's API address", () => {
  it('is the host the page was opened at, at the port the page names, when no address is configured', () => {
    publish('api-port', '8511');
    expect(apiBaseUrl()).toBe(`${location.protocol}//${location.hostname}:8511`);
  });

  it('is port 8000 of that host when the page names neither', () => {
    expect(apiBaseUrl()).toBe(`${location.protocol}//${location.hostname}:8000`);
  });

  it('is the configured address (PUBLIC_API_URL) when there is one, path included', () => {
    publish('api-base-url', 'https://console.example/api/');
    expect(apiBaseUrl()).toBe('https://console.example/api');
  });

  it("puts an address the API answered as a path on the API's address, and leaves absolute ones", () => {
    publish('api-base-url', 'https://console.example/api');
    expect(onApi('/embed/dashboard/a.b.c#bordered=true')).toBe(
      'https://console.example/api/embed/dashboard/a.b.c#bordered=true',
    );
    expect(onApi('https://bi.example/embed/dashboard/a.b.c')).toBe('https://bi.example/embed/dashboard/a.b.c');
    expect(onApi('//elsewhere.example/x')).toBe('//elsewhere.example/x');
  });
});
