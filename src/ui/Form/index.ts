export {
  Form,
  FormSection,
  FormSectionWide,
  formGaps,
  type FormGap,
  type FormProps,
  type FormSectionProps,
} from './Form.tsx';
