export { Highlight, type HighlightProps, type HighlightRanges } from './Highlight.tsx';
