/**
 * The sandbox's Salesforce accounts: dental and health practices in Puerto Rico, the same list on every start
 * (names, towns, phones and 18-character ids all derive from fixed tables).
 */
import { createHash } from 'node:crypto';
import type { SalesforceAccount } from './interface.ts';

const PATTERNS = [
  ['Clínica Dental {surname}', 'Healthcare'],
  ['Centro Dental {town}', 'Healthcare'],
  ['{surname} Family Dentistry', 'Healthcare'],
  ['Oficina Dental Dr. {surname}', 'Healthcare'],
  ['Ortodoncia {surname} & Asociados', 'Healthcare'],
  ['Smile Center {town}', 'Healthcare'],
  ['Centro de Salud Familiar {town}', 'Healthcare'],
  ['Pediatría {surname}', 'Healthcare'],
  ['Terapia Física {town}', 'Healthcare'],
  ['Óptica {surname}', 'Retail'],
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

function practice(index: number): SalesforceAccount {
  const [pattern, industry] = PATTERNS[index % PATTERNS.length]!;
  const surname = SURNAMES[(index * 5 + 3) % SURNAMES.length]!;
  const town = TOWNS[(index * 3 + Math.floor(index / PATTERNS.length)) % TOWNS.length]!;
  const name = pattern.replace('{surname}', surname).replace('{town}', town);
  const bytes = digest(`salesforce-sandbox:${index}`);
  const id15 = `001${[...bytes.subarray(0, 12)].map((b) => ID_CHARS[b % ID_CHARS.length]).join('')}`;
  const local = String(2_000_000 + (bytes.readUInt32BE(12) % 8_000_000));
  return {
    id: salesforceId18(id15),
    name,
    phone: `(${AREA_CODES[index % 2]}) ${local.slice(0, 3)}-${local.slice(3)}`,
    town,
    industry,
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
