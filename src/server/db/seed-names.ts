/** Word lists for realistic Puerto Rico practice data: municipalities, people, practices and groups. */
import { MUNICIPALITIES } from '../../shared/municipalities.ts';
import type { Random } from './seed-random.ts';

/** Big towns hold most practices. */
export const BIG_TOWNS = [
  'San Juan',
  'Bayamón',
  'Carolina',
  'Ponce',
  'Caguas',
  'Guaynabo',
  'Mayagüez',
  'Arecibo',
  'Humacao',
  'Trujillo Alto',
];

export const REGIONS = [
  'del Este',
  'del Oeste',
  'del Norte',
  'del Sur',
  'del Caribe',
  'Metro',
  'de la Montaña',
  'del Valle',
];

// prettier-ignore
export const FIRST_NAMES = [
  'María', 'Carmen', 'José', 'Luis', 'Ana', 'Carlos', 'Juan', 'Rosa', 'Jorge', 'Ángel', 'Luz', 'Miguel', 'Ramón',
  'Sofía', 'Gabriela', 'Javier', 'Ricardo', 'Isabel', 'Elena', 'Héctor', 'Nilda', 'Wanda', 'Edwin', 'Yolanda',
  'Ivelisse', 'Xiomara', 'Raúl', 'Fernando', 'Alejandra', 'Valeria', 'Andrés', 'Diego', 'Mónica', 'Patricia',
  'Roberto', 'Manuel', 'Pedro', 'Antonio', 'Daniel', 'Laura',
];
// prettier-ignore
const FEMALE = new Set([
  'María', 'Carmen', 'Ana', 'Rosa', 'Luz', 'Sofía', 'Gabriela', 'Isabel', 'Elena', 'Nilda', 'Wanda', 'Yolanda',
  'Ivelisse', 'Xiomara', 'Alejandra', 'Valeria', 'Mónica', 'Patricia', 'Laura',
]);

// prettier-ignore
export const SURNAMES = [
  'Rivera', 'Rodríguez', 'Santiago', 'Colón', 'Torres', 'Ortiz', 'González', 'Pérez', 'Cruz', 'Hernández', 'Díaz',
  'Morales', 'Vázquez', 'Ramos', 'Martínez', 'Reyes', 'López', 'Sánchez', 'Figueroa', 'Meléndez', 'Ríos', 'Rosario',
  'Negrón', 'Medina', 'Marrero', 'Maldonado', 'Castro', 'Acevedo', 'Feliciano', 'Vega', 'Rosa', 'Cintrón',
  'Quiñones', 'Soto', 'Burgos', 'Padilla', 'Nieves', 'Rivas', 'Alicea', 'Matos', 'Irizarry', 'Pagán', 'Román',
  'Serrano', 'Velázquez', 'Otero', 'Laboy', 'Santana', 'Delgado', 'Ocasio', 'Cordero', 'Mercado', 'Lugo', 'Class',
  'Berríos', 'Carrasquillo', 'Pabón', 'Toledo', 'Camacho', 'Ayala',
];

export interface Person {
  first: string;
  last: string;
  /** Puerto Rican names carry both surnames. */
  full: string;
  title: string;
}

export function person(random: Random): Person {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(SURNAMES);
  const second = random.pick(SURNAMES);
  return { first, last, full: `${first} ${last} ${second}`, title: FEMALE.has(first) ? 'Dra.' : 'Dr.' };
}

export type Specialty =
  'Dental' | 'Medical' | 'Pediatrics' | 'Chiropractic' | 'Optometry' | 'Dermatology' | 'Veterinary' | 'Other';

/** How common each kind of practice is among the customers. */
export const SPECIALTY_WEIGHTS: ReadonlyArray<readonly [Specialty, number]> = [
  ['Dental', 45],
  ['Medical', 15],
  ['Pediatrics', 8],
  ['Chiropractic', 8],
  ['Optometry', 7],
  ['Veterinary', 6],
  ['Dermatology', 5],
  ['Other', 6],
];

interface NameParts {
  town: string;
  region: string;
  doctor: Person;
  surname: string;
}

type Template = (p: NameParts) => string;

/** Spanish and English practice-name patterns per specialty (the second list is English). */
const TEMPLATES: Record<Specialty, [Template[], Template[]]> = {
  Dental: [
    [
      (p) => `Clínica Dental ${p.town}`,
      (p) => `Centro Dental ${p.region}`,
      (p) => `Oficina Dental ${p.doctor.title} ${p.doctor.full}`,
      (p) => `${p.doctor.title} ${p.doctor.full} - Odontología General`,
      (p) => `Odontopediatría ${p.town}`,
      (p) => `Centro de Ortodoncia ${p.surname}`,
      (p) => `Clínica Dental ${p.surname} & Asociados`,
      (p) => `Sonrisas ${p.town}`,
    ],
    [
      (p) => `Smile Design ${p.town}`,
      (p) => `Bright Smiles ${p.town}`,
      (p) => `${p.town} Family Dentistry`,
      (p) => `${p.surname} Dental Group`,
      (p) => `Coastal Orthodontics ${p.town}`,
      (p) => `Advanced Dental Care ${p.town}`,
      (p) => `Caribbean Dental Studio ${p.town}`,
    ],
  ],
  Medical: [
    [
      (p) => `Centro Médico ${p.town}`,
      (p) => `Clínica de Medicina Familiar ${p.town}`,
      (p) => `Consultorio Médico ${p.doctor.title} ${p.doctor.full}`,
      (p) => `Centro de Salud ${p.region}`,
      (p) => `Grupo Médico ${p.surname}`,
      (p) => `Medicina Interna ${p.doctor.title} ${p.doctor.full}`,
    ],
    [(p) => `${p.town} Medical Group`, (p) => `Island Family Medicine ${p.town}`, (p) => `Primary Care ${p.town}`],
  ],
  Pediatrics: [
    [
      (p) => `Centro Pediátrico ${p.region}`,
      (p) => `Clínica Pediátrica ${p.doctor.title} ${p.doctor.full}`,
      (p) => `Pediatría ${p.surname} ${p.town}`,
    ],
    [(p) => `Kids Care Pediatrics ${p.town}`, (p) => `Little Stars Pediatrics ${p.town}`],
  ],
  Chiropractic: [
    [
      (p) => `Quiropráctica ${p.town}`,
      (p) => `Centro Quiropráctico ${p.surname}`,
      (p) => `${p.doctor.title} ${p.doctor.full} - Quiropráctico`,
    ],
    [(p) => `${p.town} Chiropractic`, (p) => `Spine & Wellness ${p.town}`],
  ],
  Optometry: [
    [
      (p) => `Óptica ${p.surname}`,
      (p) => `Centro de la Visión ${p.town}`,
      (p) => `Oftalmología ${p.doctor.title} ${p.doctor.full}`,
    ],
    [(p) => `${p.town} Eye Care`, (p) => `Caribbean Vision Center ${p.town}`],
  ],
  Dermatology: [
    [(p) => `Dermatología ${p.doctor.title} ${p.doctor.full}`, (p) => `Centro Dermatológico ${p.region}`],
    [(p) => `Skin Care Institute ${p.town}`, (p) => `${p.surname} Dermatology`],
  ],
  Veterinary: [
    [(p) => `Hospital Veterinario ${p.town}`, (p) => `Clínica Veterinaria ${p.surname}`],
    [(p) => `${p.town} Animal Hospital`, (p) => `Pet Care ${p.town}`],
  ],
  Other: [
    [
      (p) => `Laboratorio Clínico ${p.town}`,
      (p) => `Terapia Física ${p.surname}`,
      (p) => `Centro de Terapias ${p.region}`,
      (p) => `Audiología ${p.doctor.title} ${p.doctor.full}`,
    ],
    [(p) => `${p.town} Wellness Center`, (p) => `Island Physical Therapy ${p.town}`],
  ],
};

export function townName(random: Random): string {
  return random.chance(0.45) ? random.pick(BIG_TOWNS) : random.pick(MUNICIPALITIES);
}

/** A practice name for the specialty; `english` says which language the name came out in. */
export function practiceName(random: Random, specialty: Specialty, town: string): { name: string; english: boolean } {
  const english = random.chance(0.3);
  const templates = TEMPLATES[specialty][english ? 1 : 0];
  const parts: NameParts = {
    town,
    region: random.pick(REGIONS),
    doctor: person(random),
    surname: random.pick(SURNAMES),
  };
  const name = random.pick(templates)(parts);
  return { name: writtenWithoutAccents(name) ? withoutAccents(name) : name, english };
}

/**
 * About one practice in five was typed on a US keyboard, its accents left out ("Clinica Dental Bayamon"), as real
 * data is: the searches must find both forms. Decided by the name itself, so the seed's random draws stay as they were.
 */
const writtenWithoutAccents = (name: string) => name.length % 5 === 0;

/** The name with its accents dropped, its case kept. */
export const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

const GROUP_BASES = [
  'Grupo Dental Caribe',
  'Grupo Médico del Este',
  'Red de Salud Boricua',
  'Caribbean Smiles Group',
  'Sonrisas PR',
  'Vision Partners PR',
  'Grupo Pediátrico Metro',
  'Island Health Network',
  'Coastal Dental Partners',
  'Grupo Quiropráctico Borinquen',
];

export function groupName(random: Random): string {
  return random.weighted<() => string>([
    [() => random.pick(GROUP_BASES), 1],
    [() => `${random.pick(GROUP_BASES)} ${random.pick(REGIONS)}`, 2],
    [() => `Grupo ${random.pick(['Dental', 'Médico', 'de Salud'])} ${random.pick(SURNAMES)}`, 3],
  ])();
}

/** ASCII lowercase letters and digits only: "Clínica Dental Bayamón" -> "clinicadentalbayamon". */
export function slug(text: string, max = 28): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, max);
}

export function practiceEmail(random: Random, name: string): string {
  const s = slug(name.split(' - ')[0]!.replace(/^(Dra?\.)\s*/, ''));
  return random.weighted<() => string>([
    [() => `info@${s}.com`, 4],
    [() => `citas@${s}.com`, 2],
    [() => `${s}@gmail.com`, 3],
    [() => `${s.slice(0, 20)}pr@hotmail.com`, 1],
    [() => `recepcion.${s.slice(0, 20)}@outlook.com`, 1],
    [() => `${s.slice(0, 18)}${random.int(1, 99)}@yahoo.com`, 1],
  ])();
}

/** A Puerto Rico number formatted like (787) 555-0142; 787 is the older, commoner area code. */
export function officePhone(random: Random): string {
  const area = random.chance(0.75) ? '787' : '939';
  return `(${area}) ${random.int(200, 999)}-${random.digits(4)}`;
}

export const ACCOUNT_NOTES = [
  'Prefiere contacto por WhatsApp.',
  'Llamar antes de las 10am.',
  'Migrating from Dentrix next quarter.',
  'Cliente referido por un grupo dental.',
  'Office closed on Fridays.',
  'Solicitó adiestramiento para recepción.',
  'Pending W-9 for billing.',
  'Usa dos localidades; revisar bot numbers.',
];

export const STREETS = [
  'Calle Luna',
  'Calle Sol',
  'Ave. Ponce de León',
  'Calle Loíza',
  'Ave. Muñoz Rivera',
  'Calle Fortaleza',
  'Carr. 2',
  'Ave. Roosevelt',
];
