/*
 * The tiles' pictures, drawn as SVG from shapes (no image files, no markup strings): a cut emerald
 * whose facets are flat tones of green, and a round bomb with a lit fuse. Colours are fixed artwork,
 * like an image's pixels, not theme colours.
 */

const SVG = 'http://www.w3.org/2000/svg';

type Shape =
  | { points: string; fill: string; opacity?: number }
  | { d: string; fill?: string; stroke?: string; width?: number }
  | { circle: [number, number, number]; fill: string; opacity?: number }
  | { ellipse: [number, number, number, number, number]; fill: string; opacity?: number };

function picture(className: string, shapes: readonly Shape[]): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', className);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const shape of shapes) {
    let element: SVGElement;
    if ('points' in shape) {
      element = document.createElementNS(SVG, 'polygon');
      element.setAttribute('points', shape.points);
    } else if ('d' in shape) {
      element = document.createElementNS(SVG, 'path');
      element.setAttribute('d', shape.d);
      if (shape.stroke) {
        element.setAttribute('stroke', shape.stroke);
        element.setAttribute('stroke-width', String(shape.width ?? 3));
        element.setAttribute('stroke-linecap', 'round');
        element.setAttribute('fill', 'none');
      }
    } else if ('circle' in shape) {
      element = document.createElementNS(SVG, 'circle');
      const [cx, cy, r] = shape.circle;
      element.setAttribute('cx', String(cx));
      element.setAttribute('cy', String(cy));
      element.setAttribute('r', String(r));
    } else {
      element = document.createElementNS(SVG, 'ellipse');
      const [cx, cy, rx, ry, rotate] = shape.ellipse;
      element.setAttribute('cx', String(cx));
      element.setAttribute('cy', String(cy));
      element.setAttribute('rx', String(rx));
      element.setAttribute('ry', String(ry));
      element.setAttribute('transform', `rotate(${rotate} ${cx} ${cy})`);
    }
    if ('fill' in shape && shape.fill) element.setAttribute('fill', shape.fill);
    if ('opacity' in shape && shape.opacity !== undefined)
      element.setAttribute('opacity', String(shape.opacity));
    svg.append(element);
  }
  return svg;
}

/** The emerald: crown facets light, pavilion facets darker, a table highlight and a glint. */
export function gemPicture(): SVGSVGElement {
  return picture('tile-art tile-art--gem', [
    { points: '14,38 32,16 40,38', fill: '#7dffc9' },
    { points: '32,16 68,16 60,38 40,38', fill: '#b9ffe4' },
    { points: '68,16 86,38 60,38', fill: '#3ff0a6' },
    { points: '14,38 40,38 50,88', fill: '#1fcf88' },
    { points: '40,38 60,38 50,88', fill: '#2ee59d' },
    { points: '60,38 86,38 50,88', fill: '#0f9d68' },
    { points: '32,16 40,38 36,38 28,21', fill: '#ffffff', opacity: 0.55 },
    { d: 'M73 8 L75 14 L81 16 L75 18 L73 24 L71 18 L65 16 L71 14 Z', fill: '#ffffff' },
  ]);
}

/** The bomb: a dark sphere with a sheen, its cap, a curling fuse and the spark at its end. */
export function minePicture(): SVGSVGElement {
  return picture('tile-art tile-art--mine', [
    { d: 'M62 30 C68 20 74 16 82 14', stroke: '#c9a46a', width: 4 },
    { points: '56,26 68,34 62,42 50,34', fill: '#59629c' },
    { circle: [44, 60, 31], fill: '#5a6396' },
    { circle: [44, 61, 28], fill: '#232947' },
    { circle: [44, 60, 28], fill: '#ff3d7f', opacity: 0.14 },
    { ellipse: [34, 48, 11, 6, -35], fill: '#ffffff', opacity: 0.35 },
    { circle: [30, 46, 3], fill: '#ffffff', opacity: 0.8 },
    { d: 'M84 6 L86 12 L92 13 L87 17 L89 23 L84 19 L79 23 L80 17 L75 13 L81 12 Z', fill: '#ffc247' },
    { circle: [84, 14, 3], fill: '#fff3c4' },
  ]);
}
