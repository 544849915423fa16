export {
  checkedOnceLeft,
  rules,
  setServerErrors,
  useAppForm,
  useFieldContext,
  useFormContext,
  useFormStore,
  useTypedAppFormContext,
  withFieldGroup,
  withForm,
  type FieldRule,
  type ServerErrors,
} from './AppForm.tsx';
