export { Form, formGaps, type FormGap, type FormProps } from './Form.tsx';
