import type { RingColors } from './colors';
import { docCreate } from '@dropins/core';

/** easyPieChart's line width as Divi sets it (px). */
export const LINE_WIDTH = 5;
/** Divi's canvas size when the counter has no width yet (px). */
const MIN_SIZE = 10;

/** The ring's canvas: created once, sized to the counter's inner width (sharp on high-density screens). */
export function createRing(host: HTMLElement): HTMLCanvasElement {
  const canvas = docCreate('canvas', host.ownerDocument);
  canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(canvas);
  sizeRing(canvas, host.clientWidth);
  return canvas;
}

/** Sets the canvas to `width` CSS px (10 when 0, as Divi does). */
export function sizeRing(canvas: HTMLCanvasElement, width: number): void {
  const size = width > 0 ? width : MIN_SIZE;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(size * ratio);
  canvas.height = Math.round(size * ratio);
  canvas.style.width = `${size}px`;
  canvas.style.height = `${size}px`;
}

/** Draws the full track and the bar from 12 o'clock clockwise to `percent` (0-100). */
export function drawRing(canvas: HTMLCanvasElement, colors: RingColors, percent: number): void {
  const g = canvas.getContext('2d');
  if (!g) return;
  const size = canvas.width;
  const ratio = size / (parseFloat(canvas.style.width) || size);
  const line = LINE_WIDTH * ratio;
  const radius = (size - line) / 2;
  const centre = size / 2;
  g.clearRect(0, 0, size, size);
  g.lineWidth = line;
  g.lineCap = 'round';
  g.globalAlpha = colors.alpha;
  g.strokeStyle = colors.track;
  g.beginPath();
  g.arc(centre, centre, radius, 0, Math.PI * 2);
  g.stroke();
  g.globalAlpha = 1;
  const share = Math.min(100, Math.max(0, percent)) / 100;
  if (share === 0) return;
  g.strokeStyle = colors.bar;
  g.beginPath();
  g.arc(centre, centre, radius, -Math.PI / 2, -Math.PI / 2 + share * Math.PI * 2);
  g.stroke();
}
