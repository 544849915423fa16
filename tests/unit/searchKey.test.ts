/** What a row marks of a search (issue 40): the folded term in the folded text, a phone's digits across punctuation. */
import { describe, expect, it } from 'vitest';
import { containsMatches, eachWordMatches, searchKeyOf, searchMatches } from '../../src/shared/searchKey.ts';

const marked = (text: string, term: string) => searchMatches(text, term).map(([start, end]) => text.slice(start, end));

describe('searchMatches', () => {
  it('marks a term typed without accents in the accented text, and the reverse', () => {
    expect(marked('Clínica Dental Bayamón', 'clinica')).toEqual(['Clínica']);
    expect(marked('Clinica Dental Hatillo', 'Clínica')).toEqual(['Clinica']);
    expect(marked('Oficina Médica Añasco', 'medica anasco')).toEqual(['Médica Añasco']);
    expect(marked('Centro Pediátrico del Este', 'PEDIATRICO')).toEqual(['Pediátrico']);
  });

  it('marks every place of a 3+ character term, and a shorter one only at the start', () => {
    expect(marked('Sonrisas del Caribe: sonrisas@caribe.pr', 'sonrisas')).toEqual(['Sonrisas', 'sonrisas']);
    expect(marked('Clínica Dental Cl', 'cl')).toEqual(['Cl']);
    expect(marked('Dental Cl', 'cl')).toEqual([]);
  });

  it("marks a phone's digits across its punctuation, the pasted country code dropped", () => {
    expect(marked('(787) 555-0142', '787555')).toEqual(['787) 555']);
    expect(marked('(787) 555-0142', '+1 787-555-0142')).toEqual(['787) 555-0142']);
    expect(marked('+17875550142', '555-0142')).toEqual(['5550142']);
  });

  it('marks nothing for an empty term or one not there', () => {
    expect(searchMatches('Clínica', '  ')).toEqual([]);
    expect(searchMatches('Clínica', 'dental')).toEqual([]);
  });

  it('marks each word of a search whose words are terms of their own, overlaps as one', () => {
    const text = 'Clínica Dental Bayamón';
    expect(eachWordMatches(text, 'bayamon, clinica').map(([a, b]) => text.slice(a, b))).toEqual(['Clínica', 'Bayamón']);
    expect(eachWordMatches(text, 'den dental').map(([a, b]) => text.slice(a, b))).toEqual(['Dental']);
  });

  it('marks a term anywhere at any length for the pickers that match it so', () => {
    const text = 'Grupo Médico Añasco';
    expect(containsMatches(text, 'an').map(([a, b]) => text.slice(a, b))).toEqual(['Añ']);
    expect(containsMatches(text, ' medico ').map(([a, b]) => text.slice(a, b))).toEqual(['Médico']);
    expect(searchMatches(text, 'an')).toEqual([]);
  });

  it('folds letters of both cases to their base letter', () => {
    expect(searchKeyOf('ÁÉÍÓÚÜÑ áéíóúüñ')).toBe('aeiouun aeiouun');
  });
});
