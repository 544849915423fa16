import { afterEach, describe, expect, it } from 'vitest';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import {
  createSalesforceHttp,
  findAccountSoql,
  searchAccountsSoql,
} from '../../src/server/providers/salesforce/http.ts';
import { salesforceId18, SANDBOX_PRACTICES } from '../../src/server/providers/salesforce/practices.ts';
import { createSalesforceSandbox } from '../../src/server/providers/salesforce/sandbox.ts';
import { escapeSoqlLiteral, soqlContainsPattern } from '../../src/server/providers/salesforce/soql.ts';
import { closedUrl, startStub, type Stub } from './stub-server.ts';
import { rejection } from './provider-rejection.ts';

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

  it('holds what the wizard prefills: e-mails, calendars, notes and industries, some of them unknown to the console', () => {
    const values = (key: keyof (typeof SANDBOX_PRACTICES)[number]) => new Set(SANDBOX_PRACTICES.map((a) => a[key]));
    for (const account of SANDBOX_PRACTICES) {
      if (account.email !== null) expect(account.email).toMatch(/^citas@[a-z]+\.com$/);
    }
    expect(values('email').has(null)).toBe(true);
    expect(values('calendar_name')).toEqual(
      new Set([
        'Dentrix',
        'Open Dental',
        'Eaglesoft',
        'Google Calendar',
        'Curve Dental',
        null,
        'Agenda de papel',
        'athenahealth',
        'Outlook',
        'SoftDent',
      ]),
    );
    expect([...values('notes')].filter((note) => note !== null).length).toBeGreaterThan(1);
    expect(values('company_industry')).toEqual(
      new Set(['Dental', 'Medical', 'Pediatrics', 'Physical Therapy', 'Optometry']),
    );
  });

  it('finds an account by its 18- or 15-character id, and nothing for an unknown one', async () => {
    const practice = SANDBOX_PRACTICES[3]!;
    expect(await salesforce.findAccount(practice.id)).toEqual(practice);
    expect(await salesforce.findAccount(practice.id.slice(0, 15))).toEqual(practice);
    expect(await salesforce.findAccount('001TESTSALESFORCE1')).toBeNull();
    expect(salesforce.recordUrl(practice.id)).toBeNull();
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
    const forced = createSalesforceSandbox({ failures: new SandboxFailures(['salesforce.*']) });
    expect(await rejection(forced.searchAccounts('dental'))).toMatchObject({
      status: 401,
      providerCode: 'INVALID_SESSION_ID',
    });
    expect(await rejection(forced.findAccount(SANDBOX_PRACTICES[0]!.id))).toMatchObject({ status: 401 });
  });
});

describe('SOQL escaping', () => {
  it('escapes quotes, backslashes and control characters in literals', () => {
    expect(escapeSoqlLiteral(`O'Neill \\ "x"\n`)).toBe(`O\\'Neill \\\\ \\"x\\"\\n`);
  });

  it('escapes LIKE wildcards so they match themselves', () => {
    expect(soqlContainsPattern("100%_d'x")).toBe(`'%100\\%\\_d\\'x%'`);
    expect(searchAccountsSoql("O'Neill")).toBe(
      "SELECT Id, Name, Phone, Email__c, BillingCity, Calendar_Name__c, Description, Industry FROM Account WHERE Name LIKE '%O\\'Neill%' ORDER BY Name LIMIT 20",
    );
    expect(findAccountSoql("001A0000006Vm9r'")).toBe(
      `${searchAccountsSoql('x').split(' WHERE ')[0]} WHERE Id = '001A0000006Vm9r\\'' LIMIT 1`,
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
            Email__c: 'citas@oneillfamily.com',
            BillingCity: 'Ponce',
            Calendar_Name__c: 'Dentrix',
            Description: '  Open Saturdays. ',
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
        email: 'citas@oneillfamily.com',
        town: 'Ponce',
        calendar_name: 'Dentrix',
        notes: 'Open Saturdays.',
        company_industry: null,
      },
    ]);
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/services/data/v60.0/query' });
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.query.get('q')).toBe(
      "SELECT Id, Name, Phone, Email__c, BillingCity, Calendar_Name__c, Description, Industry FROM Account WHERE Name LIKE '%O\\'Neill\\\\ 50\\%\\_%' ORDER BY Name LIMIT 20",
    );
  });

  it('finds one account by id with the same fields, and links to its Lightning record page', async () => {
    stub = await startStub(() => ({
      body: {
        totalSize: 1,
        done: true,
        records: [{ Id: '001A0000006Vm9rIAC', Name: 'Centro Dental Ponce', Phone: null, Industry: 'Dental' }],
      },
    }));
    const salesforce = adapter(stub.url);
    expect(await salesforce.findAccount('001A0000006Vm9rIAC')).toEqual({
      id: '001A0000006Vm9rIAC',
      name: 'Centro Dental Ponce',
      phone: null,
      email: null,
      town: null,
      calendar_name: null,
      notes: null,
      company_industry: 'Dental',
    });
    expect(stub.requests[0]!.query.get('q')).toBe(findAccountSoql('001A0000006Vm9rIAC'));
    expect(salesforce.recordUrl('001A0000006Vm9rIAC')).toBe(`${stub.url}/lightning/r/Account/001A0000006Vm9rIAC/view`);
    // Not an id: Salesforce is not asked.
    expect(await salesforce.findAccount("x' OR Name != '")).toBeNull();
    expect(stub.requests).toHaveLength(1);
    await stub.close();
    stub = await startStub(() => ({ body: { totalSize: 0, done: true, records: [] } }));
    expect(await adapter(stub.url).findAccount('001A0000006Vm9r')).toBeNull();
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
