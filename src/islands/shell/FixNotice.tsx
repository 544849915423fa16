import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { accountRegistrationQuery } from '../../api/registration.ts';
import { FIX_FIELD_LABELS, type FixForm } from '../../shared/registrationErrors.ts';
import { Banner } from '../../ui/index.ts';

/**
 * The problem a registration fix is for, from the account's registration (its failed track whose fix is this
 * field): the fix's words and the provider's reason explained. Once it shows, the field takes focus and is
 * described by it, so a screen reader says what to change.
 */
export default function FixNotice({ form, field, accountId }: { form: FixForm; field: string; accountId: number }) {
  const { data } = useQuery(accountRegistrationQuery(accountId));
  const fix = data
    ? [data.messaging.fix, data.brand.fix, data.campaign.fix].find((f) => f?.form === form && f.field === field)
    : undefined;
  const id = useId();
  useEffect(() => {
    if (!fix) return;
    const control = fieldControl(form, field);
    if (!control) return;
    const described = control.getAttribute('aria-describedby');
    control.setAttribute('aria-describedby', described ? `${described} ${id}` : id);
    control.focus();
  }, [fix, form, field, id]);
  if (!fix) return null;
  return (
    <Banner tone="warning" title={fix.label} id={id}>
      {fix.explanation}
    </Banner>
  );
}

/**
 * The control of the form field named `name`: its input; else (a select, whose named input is hidden, or a widget
 * still drawn as its picture) the control its label names.
 */
function fieldControl(form: FixForm, name: string): HTMLElement | null {
  const named = document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  if (named instanceof HTMLInputElement || named instanceof HTMLTextAreaElement) {
    if (named.type !== 'hidden' && !named.closest('[aria-hidden="true"]')) return named;
  }
  const text = (FIX_FIELD_LABELS[form] as Record<string, string>)[name];
  const label = [...document.querySelectorAll<HTMLElement>('label, [id]')].find(
    (element) => element.textContent?.trim().replace(/\s*\*$/, '') === text && element.id,
  );
  if (!label) return null;
  return (
    document.querySelector<HTMLElement>(`[aria-labelledby~="${CSS.escape(label.id)}"]:not([role="listbox"])`) ??
    (label instanceof HTMLLabelElement && label.htmlFor ? document.getElementById(label.htmlFor) : null)
  );
}
