export { LoadError, RETRYING_TEXT, type LoadErrorProps } from './LoadError.tsx';
