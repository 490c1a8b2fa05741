import type { Layers } from '../draw/svg';

/** Draws one image at the size the content gives it: scene layers, or a flat SVG for marks. */
export type Drawing = (size: { width: number; height: number }) => Layers | string;

/** How each image is drawn, by its name in the content (`art(name, ...)`). */
export type Drawings = Record<string, Drawing>;
