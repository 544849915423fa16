export { Stepper, stepState, stepStates, type StepperProps, type StepState } from './Stepper.tsx';
