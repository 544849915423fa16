/** The product's name, last in every page title. */
export const CONSOLE_NAME = 'Rescue Console';

/**
 * A page's title: what it shows, most specific first, then the product ("Bright Smiles · Users · Rescue Console"),
 * so a tab strip or a history list tells pages apart by their first words.
 */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => Boolean(part?.trim())), CONSOLE_NAME].join(' · ');
}
