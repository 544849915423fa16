export { ReferenceListField, type ReferenceListFieldProps } from './ReferenceListField.tsx';
