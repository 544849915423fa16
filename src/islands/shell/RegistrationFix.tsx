import { Suspense, useState } from 'react';
import type { FixForm } from '../../shared/registrationErrors.ts';
import { preloadable } from '../../ui/index.ts';

const FixNotice = preloadable(() => import('./FixNotice.tsx'));

/** What the address asks a form to fix: `?fix=ein&account=42` (`?fix=end_user.email&…` on the messaging tab). */
function fixAsked(form: FixForm): { field: string; accountId: number } | null {
  const query = new URLSearchParams(window.location.search);
  const [fixForm, field] = (query.get('fix') ?? '').split('.', 2);
  const accountId = Number(query.get('account'));
  if (!fixForm || !Number.isInteger(accountId) || accountId <= 0) return null;
  if (field === undefined) return form === 'end_user' || form === 'address' ? null : { field: fixForm, accountId };
  return fixForm === form ? { field, accountId } : null;
}

/**
 * Where a registration fix lands (issue 22, the Registration panel's links): above the form the address names,
 * what went wrong and what to change, with the field focused. Its code loads only for such an address.
 */
export function RegistrationFix({ form }: { form: FixForm }) {
  const [asked] = useState(() => fixAsked(form));
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <FixNotice form={form} {...asked} />
    </Suspense>
  );
}
