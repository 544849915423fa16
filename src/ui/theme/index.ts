export { vars } from './theme.css.ts';
export * as tokens from './tokens.ts';
