/**
 * Known data for the server tests: four users (one per sign-in case) and 45 accounts whose names, emails,
 * phones and flags are written out here, so each test can compute its expected answer in plain TypeScript.
 */
import { MUNICIPALITIES } from '../../src/shared/municipalities.ts';
import { searchKeyOf } from '../../src/shared/searchKey.ts';

/** Text as its UTF-8 bytes in a string that compares as the C collation does (byte by byte). */
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

export const PASSWORD = 'correct horse battery';

export const USERS = {
  staff: {
    username: 'alice',
    email: 'alice@rescue.test',
    first_name: 'Alice',
    last_name: 'Admin',
    is_staff: true,
    is_active: true,
    is_reseller: false,
  },
  reseller: {
    username: 'rita',
    email: 'rita@rescue.test',
    first_name: 'Rita',
    last_name: 'Reseller',
    is_staff: true,
    is_active: true,
    is_reseller: true,
  },
  inactive: {
    username: 'ivan',
    email: 'ivan@rescue.test',
    first_name: 'Ivan',
    last_name: 'Inactive',
    is_staff: true,
    is_active: false,
    is_reseller: false,
  },
  nonStaff: {
    username: 'nora',
    email: 'nora@rescue.test',
    first_name: 'Nora',
    last_name: 'Customer',
    is_staff: false,
    is_active: true,
    is_reseller: false,
  },
} as const;

export const INDUSTRY_NAMES = ['Dental', 'Medical', 'Pediatrics', 'Chiropractic'] as const;
export type IndustryName = (typeof INDUSTRY_NAMES)[number];

export interface FixtureFlags {
  scheduling_enabled: boolean;
  cancelations_enabled: boolean;
  confirmations_enabled: boolean;
  calendar_sync_enabled: boolean;
  is_waiting_list_enabled: boolean;
  sms_language_detection_enabled: boolean;
}

export interface FixtureAccount {
  key: string;
  name: string;
  email: string;
  office_phone: string;
  calendar_type: number;
  industry: IndustryName | null;
  /** Hours before the fixtures were written; null = never synced. */
  last_sync_hours_ago: number | null;
  has_parent: boolean;
  features: FixtureFlags;
}

const HOUR_MS = 60 * 60 * 1000;

const flags = (overrides: Partial<FixtureFlags> = {}): FixtureFlags => ({
  scheduling_enabled: false,
  cancelations_enabled: false,
  confirmations_enabled: false,
  calendar_sync_enabled: false,
  is_waiting_list_enabled: false,
  sms_language_detection_enabled: false,
  ...overrides,
});

/** Hand-written accounts the search tests name directly. */
const NAMED: FixtureAccount[] = [
  {
    key: 'bayamon',
    name: 'Clínica Dental Bayamón',
    email: 'info@clinicadentalbayamon.com',
    office_phone: '(787) 555-0142',
    calendar_type: 1,
    industry: 'Dental',
    last_sync_hours_ago: 1,
    has_parent: true,
    features: flags({
      scheduling_enabled: true,
      cancelations_enabled: true,
      confirmations_enabled: true,
      calendar_sync_enabled: true,
    }),
  },
  {
    key: 'pediatrico',
    name: 'Centro Pediátrico del Este',
    email: 'citas@pediatricodeleste.com',
    office_phone: '(939) 555-0199',
    calendar_type: 3,
    industry: 'Pediatrics',
    last_sync_hours_ago: 72,
    has_parent: false,
    features: flags({ scheduling_enabled: true, calendar_sync_enabled: true, sms_language_detection_enabled: true }),
  },
  {
    key: 'smile',
    name: 'Smile Design Dorado',
    email: 'hello@smiledesigndorado.com',
    office_phone: '(787) 622-1234',
    calendar_type: 0,
    industry: 'Dental',
    last_sync_hours_ago: null,
    has_parent: false,
    features: flags({ calendar_sync_enabled: true, is_waiting_list_enabled: true, confirmations_enabled: true }),
  },
  {
    key: 'zeta',
    name: 'Zeta Chiropractic',
    email: 'FrontDesk@ZetaChiro.COM',
    office_phone: '787.300.4444',
    calendar_type: 5,
    industry: null,
    last_sync_hours_ago: null,
    has_parent: false,
    features: flags({ sms_language_detection_enabled: true }),
  },
  {
    key: 'percent',
    name: '100% Smiles_Kids',
    email: 'hola@100smiles.pr',
    office_phone: '(939) 201-0000',
    calendar_type: 2,
    industry: 'Dental',
    last_sync_hours_ago: 5,
    has_parent: true,
    features: flags({ calendar_sync_enabled: true, scheduling_enabled: true }),
  },
];

/** Forty more with flags that follow the index, so every filter has both answers several times. */
const GENERATED: FixtureAccount[] = Array.from({ length: 40 }, (_, i) => {
  const n = i + 1;
  const town = MUNICIPALITIES[i]!;
  const sync = n % 5 === 0 || n % 8 === 0;
  return {
    key: `generated-${n}`,
    name: `Oficina Médica ${town}`,
    email: `oficina${String(n).padStart(2, '0')}@medica.pr`,
    office_phone: `(787) 410-${String(n).padStart(4, '0')}`,
    calendar_type: n % 6,
    industry: n % 9 === 0 ? null : INDUSTRY_NAMES[n % INDUSTRY_NAMES.length]!,
    last_sync_hours_ago: n % 10 === 0 ? 2 : n % 5 === 0 ? 48 : n % 7 === 0 ? 30 * 24 : null,
    has_parent: n % 4 === 0,
    features: flags({
      scheduling_enabled: n % 2 === 0,
      cancelations_enabled: n % 3 === 0,
      confirmations_enabled: n % 4 !== 0,
      calendar_sync_enabled: sync,
      is_waiting_list_enabled: n % 6 === 0,
      sms_language_detection_enabled: n % 7 === 0,
    }),
  };
});

export const ACCOUNTS: FixtureAccount[] = [...NAMED, ...GENERATED];

export function lastSyncTime(account: FixtureAccount, writtenAt: number): Date | null {
  return account.last_sync_hours_ago === null ? null : new Date(writtenAt - account.last_sync_hours_ago * HOUR_MS);
}

/** The out-of-sync rule of the API (calendar sync on, and never synced or not within 24 hours). */
export function isOutOfSync(account: FixtureAccount): boolean {
  return (
    account.features.calendar_sync_enabled && (account.last_sync_hours_ago === null || account.last_sync_hours_ago > 24)
  );
}

/**
 * The list's default order: the folded name (search_key: lower-cased, accents folded) in byte order, then id
 * (fixture order is insertion order, so id order).
 */
export function byName(accounts: FixtureAccount[]): FixtureAccount[] {
  return accounts
    .map((account) => ({ account, index: ACCOUNTS.indexOf(account) }))
    .sort((a, b) => {
      const x = utf8(searchKeyOf(a.account.name));
      const y = utf8(searchKeyOf(b.account.name));
      return x < y ? -1 : x > y ? 1 : a.index - b.index;
    })
    .map(({ account }) => account);
}
