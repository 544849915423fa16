export {
  rules,
  setServerErrors,
  useAppForm,
  useFieldContext,
  useFormContext,
  useFormStore,
  useTypedAppFormContext,
  withForm,
  type FieldRule,
  type ServerErrors,
} from './AppForm.tsx';
