/**
 * The sandbox's Salesforce accounts: dental and health practices in Puerto Rico, the same list on every start
 * (names, towns, phones, e-mails, calendars, notes and 18-character ids all derive from fixed tables). Most
 * industries and calendars are ones the console lists; a few are not (Physical Therapy, a paper agenda), as in a
 * real org, so the wizard's "not recognised" note has something to say.
 */
import { createHash } from 'node:crypto';
import type { SalesforceAccount } from './interface.ts';

const PATTERNS = [
  ['Clínica Dental {surname}', 'Dental'],
  ['Centro Dental {town}', 'Dental'],
  ['{surname} Family Dentistry', 'Dental'],
  ['Oficina Dental Dr. {surname}', 'Dental'],
  ['Ortodoncia {surname} & Asociados', 'Dental'],
  ['Smile Center {town}', 'Dental'],
  ['Centro de Salud Familiar {town}', 'Medical'],
  ['Pediatría {surname}', 'Pediatrics'],
  ['Terapia Física {town}', 'Physical Therapy'],
  ['Óptica {surname}', 'Optometry'],
] as const;
/** Calendar systems as the org's Calendar_Name__c picklist spells them; null: not filled in. */
const CALENDARS = [
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
] as const;
const NOTES = [
  null,
  'Prefiere contacto por WhatsApp.',
  null,
  'Two providers; the office opens Saturdays until noon.',
  null,
  'Llamar después de las 2 p. m.; la recepcionista es Marisol.',
] as const;
const SURNAMES = [
  'Rivera',
  'Rodríguez',
  'Santiago',
  'Colón',
  'Ortiz',
  'Torres',
  'Vázquez',
  'Cruz',
  'Martínez',
  'Pérez',
  'Morales',
  'Díaz',
  'Ramos',
  'Figueroa',
  'Meléndez',
  "O'Neill",
];
const TOWNS = [
  'San Juan',
  'Bayamón',
  'Carolina',
  'Ponce',
  'Caguas',
  'Guaynabo',
  'Mayagüez',
  'Trujillo Alto',
  'Arecibo',
  'Humacao',
  'Fajardo',
  'Aguadilla',
  'Cayey',
  'Dorado',
];
const AREA_CODES = ['787', '939'];
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CHECKSUM_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

/** Salesforce's 18-character form of a 15-character id: three letters encoding where the capitals are. */
export function salesforceId18(id15: string): string {
  let suffix = '';
  for (let chunk = 0; chunk < 3; chunk++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      const char = id15[chunk * 5 + i] ?? '';
      if (char >= 'A' && char <= 'Z') bits |= 1 << i;
    }
    suffix += CHECKSUM_CHARS[bits];
  }
  return id15 + suffix;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The practice's domain: its name without accents, spaces or signs. */
const domainOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

function practice(index: number): SalesforceAccount {
  const [pattern, industry] = PATTERNS[index % PATTERNS.length]!;
  const surname = SURNAMES[(index * 5 + 3) % SURNAMES.length]!;
  const town = TOWNS[(index * 3 + Math.floor(index / PATTERNS.length)) % TOWNS.length]!;
  const name = pattern.replace('{surname}', surname).replace('{town}', town);
  const bytes = digest(`salesforce-sandbox:${index}`);
  const id15 = `001${[...bytes.subarray(0, 12)].map((b) => ID_CHARS[b % ID_CHARS.length]).join('')}`;
  const local = String(2_000_000 + (bytes.readUInt32BE(12) % 8_000_000));
  // Bytes 0-15 give the id and phone; the rest choose what else the record holds.
  return {
    id: salesforceId18(id15),
    name,
    phone: `(${AREA_CODES[index % 2]}) ${local.slice(0, 3)}-${local.slice(3)}`,
    email: bytes[16]! % 8 === 0 ? null : `citas@${domainOf(name)}.com`,
    town,
    calendar_name: CALENDARS[bytes[17]! % CALENDARS.length]!,
    notes: NOTES[bytes[18]! % NOTES.length]!,
    company_industry: industry,
  };
}

/** 80 practices, unique by name, sorted by name. */
export const SANDBOX_PRACTICES: readonly SalesforceAccount[] = (() => {
  const byName = new Map<string, SalesforceAccount>();
  for (let i = 0; byName.size < 80; i++) {
    const account = practice(i);
    if (!byName.has(account.name)) byName.set(account.name, account);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
})();
