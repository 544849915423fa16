import { BoundTextField, createConsoleFormHook } from './formParts.tsx';

/**
 * `useAppForm` for a form whose fields are all text fields (`f.TextField`): the same form, parts, timing and error
 * handling, bound to TextField only, so its page does not load the other field widgets (Select, Checkbox,
 * ReferenceField, …). The signed-out screens use it: their budget has no room for those.
 */
export const { useAppForm: useTextForm } = createConsoleFormHook({ TextField: BoundTextField });
