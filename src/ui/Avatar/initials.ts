/** The name parts an avatar is made from; API objects (users) fit as they are. */
export interface PersonName {
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
}

const firstLetter = (value: string | null | undefined): string => {
  const trimmed = value?.trim();
  // Code point, not UTF-16 unit, so names starting with an astral character stay whole.
  return trimmed ? (Array.from(trimmed)[0] ?? '') : '';
};

/**
 * Initials per the spec: the first letters of first and last name, as given (no case change);
 * else the first letter of the username; else '--'.
 */
export function initialsFor({ first_name, last_name, username }: PersonName): string {
  const fromName = firstLetter(first_name) + firstLetter(last_name);
  if (fromName) return fromName;
  return firstLetter(username) || '--';
}
