import { CATEGORY_CODES } from '@kontor/domain';

/** What is drawn (a category, gift cards or services) and in which colours. */
export const MEDIA_KINDS = [...CATEGORY_CODES, 'gift-cards', 'services'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface Finish {
  label: string;
  main: string;
  shade: string;
  frame: string;
}

// Tiny SVG builders for the product pictures (catalog-media-drawings.ts); every number is in a
// 400 × 400 box.
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-opacity="1" stroke-linecap="round"/>`;
export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, opacity = 1) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" opacity="${opacity}"/>`;
export const path = (d: string, fill: string, opacity = 1) =>
  `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
export const times = (n: number, draw: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => draw(i)).join('');
