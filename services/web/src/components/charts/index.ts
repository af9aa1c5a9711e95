// The pieces of a hand-drawn SVG chart (no chart library weighs on a page): the width it is drawn
// at, its frame's look and its value axis.
export { useElementWidth } from './useElementWidth.ts';
export { chartFrame, ValueGrid, type ValueGridProps } from './ValueGrid.tsx';
