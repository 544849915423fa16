export { EmbeddedFrame, type EmbeddedFrameProps } from './EmbeddedFrame.tsx';
export { EMBEDDED_FRAME_HEIGHT } from './EmbeddedFrame.css.ts';
