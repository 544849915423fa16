export {
  Inline,
  inlineAligns,
  inlineJustifies,
  type InlineAlign,
  type InlineJustify,
  type InlineProps,
} from './Inline.tsx';
