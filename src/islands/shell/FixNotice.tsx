import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { accountRegistrationQuery } from '../../api/registrationPanels.ts';
import { FIX_FIELD_LABELS, type FixForm } from '../../shared/registrationErrors.ts';
import { Banner, LiveRegion } from '../../ui/index.ts';

/**
 * The problem a registration fix is for, from the account's registration (its failed track whose fix is this
 * field): the fix's words and the provider's reason explained, said politely as it appears. Then the
 * field takes focus, once, when the form has drawn it, and describes itself by the notice each time it takes focus
 * (tied as it does, since a select's picture is replaced by the widget when it takes focus).
 */
export default function FixNotice({ form, field, accountId }: { form: FixForm; field: string; accountId: number }) {
  const { data } = useQuery(accountRegistrationQuery(accountId));
  const fix = data
    ? [data.messaging.fix, data.brand.fix, data.campaign.fix].find((f) => f?.form === form && f.field === field)
    : undefined;
  const shown = fix !== undefined;
  const noticeId = useId();
  useEffect(() => {
    if (!shown) return;
    const describe = (control: Element) => {
      const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      if (!ids.includes(noticeId)) control.setAttribute('aria-describedby', [...ids, noticeId].join(' '));
    };
    // React Aria writes the control's aria-describedby as it renders: the notice's id goes back each time it does.
    const kept = new MutationObserver((changes) => changes.forEach((change) => describe(change.target as Element)));
    const tie = (event: FocusEvent) => {
      const control = event.target as HTMLElement;
      if (!isFieldControl(control, form, field)) return;
      describe(control);
      kept.observe(control, { attributeFilter: ['aria-describedby'] });
    };
    document.addEventListener('focusin', tie);
    return () => {
      document.removeEventListener('focusin', tie);
      kept.disconnect();
    };
  }, [shown, form, field, noticeId]);
  useEffect(() => {
    if (!shown) return;
    // Once, as soon as the form has drawn the field (its own data may come after this notice's).
    const take = () => {
      const control = fieldControl(form, field);
      control?.focus();
      return control !== null;
    };
    if (take()) return;
    const observer = new MutationObserver(() => {
      if (take()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [shown, form, field]);
  // The region is there before its words, so they are said when they come.
  return (
    <LiveRegion>
      {fix && (
        <Banner id={noticeId} tone="warning" title={fix.label} role="note">
          {fix.explanation}
        </Banner>
      )}
    </LiveRegion>
  );
}

/** A label's text without the required field's mark or word (RequiredWord). */
const labelText = (element: Element) => element.textContent?.trim().replace(/\s*(\*|\(required\))$/, '');

/** Whether `control` is the form field named `name`: by its name, or by what its label says. */
function isFieldControl(control: HTMLElement, form: FixForm, name: string): boolean {
  if (control.getAttribute('name') === name) return true;
  const text = (FIX_FIELD_LABELS[form] as Record<string, string>)[name];
  const labels = [
    ...((control as HTMLInputElement).labels ?? []),
    ...(control.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => document.getElementById(id)),
  ];
  return labels.some((label) => label !== null && labelText(label) === text);
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
    (element) =>
      labelText(element) === text &&
      // Named by id (aria-labelledby), or a label pointing at its control (a picker drawn before its code loads).
      (element.id !== '' || (element instanceof HTMLLabelElement && element.htmlFor !== '')),
  );
  if (!label) return null;
  return (
    (label.id
      ? document.querySelector<HTMLElement>(`[aria-labelledby~="${CSS.escape(label.id)}"]:not([role="listbox"])`)
      : null) ?? (label instanceof HTMLLabelElement && label.htmlFor ? document.getElementById(label.htmlFor) : null)
  );
}
