import { style } from '@vanilla-extract/css';

/** A list laid out by the primitive: no bullets or indent (the layout is the gap). */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
