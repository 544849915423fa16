export { useAppForm, useTypedAppFormContext, withFieldGroup, withForm } from './AppForm.tsx';
export { useTextForm } from './TextForm.tsx';
export {
  checkedOnceLeft,
  setServerErrors,
  useFieldContext,
  useFormContext,
  useFormStore,
  type FieldRule,
  type FormRules,
  type ServerErrors,
} from './formParts.tsx';
