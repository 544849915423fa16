export { useAppForm, useTypedAppFormContext, withFieldGroup, withForm } from './AppForm.tsx';
export { useTextForm } from './TextForm.tsx';
export {
  checkedOnceLeft,
  rules,
  setServerErrors,
  useFieldContext,
  useFormContext,
  useFormStore,
  type FieldRule,
  type ServerErrors,
} from './formParts.tsx';
