export { Spinner, SpinnerGlyph, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner.tsx';
