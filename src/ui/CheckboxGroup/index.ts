export { CheckboxGroup, groupOrientations, type CheckboxGroupProps, type GroupOrientation } from './CheckboxGroup.tsx';
