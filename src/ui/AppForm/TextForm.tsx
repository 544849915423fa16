import { createFormHook } from '@tanstack/react-form';
import { BoundTextField, fieldContext, formComponents, formContext, submitThenChange } from './formParts.tsx';

const hook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: BoundTextField },
  formComponents,
});

type TextFormOptions = Parameters<typeof hook.useAppForm>[0];

/**
 * `useAppForm` for a form whose fields are all text fields (`f.TextField`): the same form, parts, timing and error
 * handling, bound to TextField only, so its page does not load the other field widgets (Select, Checkbox,
 * ReferenceField, …). The signed-out screens use it: their budget has no room for those.
 */
export const useTextForm = ((options: TextFormOptions) =>
  hook.useAppForm({
    validationLogic: submitThenChange(),
    ...options,
  })) as unknown as typeof hook.useAppForm;
