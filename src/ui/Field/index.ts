export {
  Description,
  FieldError,
  Label,
  TextLanguages,
  type DescriptionProps,
  type ErrorMessage,
  type FieldErrorProps,
  type FieldParts,
  type LabelProps,
  type TextLanguageMap,
  type TextLanguagesProps,
} from './Field.tsx';
