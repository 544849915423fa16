import { afterEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/server/providers/errors.ts';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import { createSalesforceHttp, searchAccountsSoql } from '../../src/server/providers/salesforce/http.ts';
import { salesforceId18, SANDBOX_PRACTICES } from '../../src/server/providers/salesforce/practices.ts';
import { createSalesforceSandbox } from '../../src/server/providers/salesforce/sandbox.ts';
import { escapeSoqlLiteral, soqlContainsPattern } from '../../src/server/providers/salesforce/soql.ts';
import { closedUrl, startStub, type Stub } from './stub-server.ts';

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('Salesforce sandbox', () => {
  const salesforce = createSalesforceSandbox({ failures: new SandboxFailures() });

  it('holds a fixed list of Puerto Rico practices with 18-character account ids', () => {
    expect(SANDBOX_PRACTICES).toHaveLength(80);
    expect(new Set(SANDBOX_PRACTICES.map((a) => a.id)).size).toBe(80);
    for (const account of SANDBOX_PRACTICES) {
      expect(account.id).toMatch(/^001[A-Za-z0-9]{15}$/);
      expect(salesforceId18(account.id.slice(0, 15))).toBe(account.id);
      expect(account.phone).toMatch(/^\((787|939)\) \d{3}-\d{4}$/);
    }
    expect(SANDBOX_PRACTICES.some((a) => a.name.startsWith('Clínica Dental'))).toBe(true);
  });

  it('computes Salesforce 18-character ids like Salesforce does', () => {
    expect(salesforceId18('001A0000006Vm9r')).toBe('001A0000006Vm9rIAC');
  });

  it('searches names case- and accent-insensitively, by name, at most 20', async () => {
    const clinics = await salesforce.searchAccounts('clinica');
    expect(clinics.length).toBeGreaterThan(0);
    for (const account of clinics) expect(account.name).toMatch(/^Clínica/);
    const dental = await salesforce.searchAccounts('DENTAL');
    expect(dental.length).toBe(20);
    expect(dental.map((a) => a.name)).toEqual([...dental.map((a) => a.name)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(await salesforce.searchAccounts('   ')).toEqual([]);
    expect(await salesforce.searchAccounts("o'neill")).not.toEqual([]);
    expect(await salesforce.searchAccounts('%')).toEqual([]);
  });

  it('fails when forced, like an expired session', async () => {
    const forced = createSalesforceSandbox({ failures: new SandboxFailures(['salesforce.searchAccounts']) });
    expect(await rejection(forced.searchAccounts('dental'))).toMatchObject({
      status: 401,
      providerCode: 'INVALID_SESSION_ID',
    });
  });
});

describe('SOQL escaping', () => {
  it('escapes quotes, backslashes and control characters in literals', () => {
    expect(escapeSoqlLiteral(`O'Neill \\ "x"\n`)).toBe(`O\\'Neill \\\\ \\"x\\"\\n`);
  });

  it('escapes LIKE wildcards so they match themselves', () => {
    expect(soqlContainsPattern("100%_d'x")).toBe(`'%100\\%\\_d\\'x%'`);
    expect(searchAccountsSoql("O'Neill")).toBe(
      "SELECT Id, Name, Phone, BillingCity, Industry FROM Account WHERE Name LIKE '%O\\'Neill%' ORDER BY Name LIMIT 20",
    );
  });
});

describe('Salesforce over HTTP against a loopback stub', () => {
  const TOKEN = '00Dxx0000001gPL!AQ4AQFakeAccessToken';
  let stub: Stub;
  afterEach(() => stub?.close());
  const adapter = (url: string) =>
    createSalesforceHttp({ instanceUrl: url, accessToken: TOKEN, apiVersion: 'v60.0', timeoutMs: 2_000 });

  it('runs the SOQL query with a bearer token and maps the records', async () => {
    stub = await startStub(() => ({
      body: {
        totalSize: 1,
        done: true,
        records: [
          {
            attributes: { type: 'Account', url: '/services/data/v60.0/sobjects/Account/001A0000006Vm9rIAC' },
            Id: '001A0000006Vm9rIAC',
            Name: "O'Neill Family Dentistry",
            Phone: '(787) 555-0101',
            BillingCity: 'Ponce',
            Industry: null,
          },
        ],
      },
    }));
    const results = await adapter(stub.url).searchAccounts("  O'Neill\\ 50%_ ");
    expect(results).toEqual([
      {
        id: '001A0000006Vm9rIAC',
        name: "O'Neill Family Dentistry",
        phone: '(787) 555-0101',
        town: 'Ponce',
        industry: null,
      },
    ]);
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/services/data/v60.0/query' });
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.query.get('q')).toBe(
      "SELECT Id, Name, Phone, BillingCity, Industry FROM Account WHERE Name LIKE '%O\\'Neill\\\\ 50\\%\\_%' ORDER BY Name LIMIT 20",
    );
  });

  it('does not call Salesforce for an empty text', async () => {
    stub = await startStub(() => ({ body: { records: [] } }));
    expect(await adapter(stub.url).searchAccounts('')).toEqual([]);
    expect(stub.requests).toHaveLength(0);
  });

  it('turns Salesforce errors into ProviderErrors without the token', async () => {
    stub = await startStub(() => ({
      status: 401,
      body: [{ message: `Session expired or invalid: ${TOKEN}`, errorCode: 'INVALID_SESSION_ID' }],
    }));
    const error = await rejection(adapter(stub.url).searchAccounts('dental'));
    expect(error).toMatchObject({ code: 'http_error', status: 401, providerCode: 'INVALID_SESSION_ID' });
    expect(error.message).toBe('salesforce.searchAccounts failed: HTTP 401: Session expired or invalid: [redacted]');
    await stub.close();
    stub = await startStub(() => ({ body: { totalSize: 0 } }));
    expect((await rejection(adapter(stub.url).searchAccounts('dental'))).code).toBe('invalid_response');
    expect((await rejection(adapter(await closedUrl()).searchAccounts('dental'))).code).toBe('unavailable');
  });
});
