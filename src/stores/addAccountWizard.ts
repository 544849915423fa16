/**
 * The account the add-account wizard created, kept in the address (`?account=ID`) from the moment it exists: a
 * reload or a return mid-way resumes with it instead of losing it (spec 2: Visit account always works).
 */
export function createdAccountId(): number | null {
  if (typeof location === 'undefined') return null;
  const id = Number(new URLSearchParams(location.search).get('account'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function rememberCreatedAccount(id: number): void {
  history.replaceState(null, '', `${location.pathname}?account=${id}`);
}
