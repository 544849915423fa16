export { ReferenceField, type ReferenceFieldProps, type ReferenceSearch } from './ReferenceField.tsx';
