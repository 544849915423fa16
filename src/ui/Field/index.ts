export {
  Description,
  FieldError,
  Label,
  type DescriptionProps,
  type ErrorMessage,
  type FieldErrorProps,
  type FieldParts,
  type LabelProps,
} from './Field.tsx';
