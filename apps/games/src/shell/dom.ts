/*
 * Building the page from script without HTML strings: the site's policy forbids inline style, and
 * nothing here ever parses markup (so no text can become an element). Dynamic looks go through
 * classes and CSS custom properties set with element.style.setProperty, which the policy allows.
 */

type Child = Node | string | null | undefined | false;

export type Props = {
  class?: string;
  text?: string;
  /** Attributes (aria-*, type, role…); `false`/undefined leaves one out, `true` sets it empty. */
  attrs?: Record<string, string | number | boolean | undefined>;
  on?: { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };
};

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.class) element.className = props.class;
  if (props.text !== undefined) element.textContent = props.text;
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    if (value === false || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [type, listener] of Object.entries(props.on ?? {})) {
    element.addEventListener(type, listener as EventListener);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** The shell's line icons (24×24, stroked), drawn from path data. */
const ICONS = {
  soundOn: ['M4 9v6h4l5 4V5L8 9H4z', 'M16.5 8.5a5 5 0 0 1 0 7', 'M19 6a8.5 8.5 0 0 1 0 12'],
  soundOff: ['M4 9v6h4l5 4V5L8 9H4z', 'M17 9.5l5 5', 'M22 9.5l-5 5'],
  shield: ['M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z', 'M8.5 12l2.5 2.5 4.5-5'],
  exit: ['M6 6l12 12', 'M18 6L6 18'],
  wallet: [
    'M3 7.5A2.5 2.5 0 0 1 5.5 5H18v3',
    'M3 7.5V17a2 2 0 0 0 2 2h15V9H5.5A2.5 2.5 0 0 1 3 7.5z',
    'M16.5 14h.01',
  ],
  swap: ['M7 7h11l-3-3', 'M17 17H6l3 3'],
  copy: ['M9 9h10v10H9z', 'M5 15V5h10'],
  refresh: ['M20 11a8 8 0 0 0-14.6-4.5L4 8', 'M4 4v4h4', 'M4 13a8 8 0 0 0 14.6 4.5L20 16', 'M20 20v-4h-4'],
  dice: ['M5 5h14v14H5z', 'M9 9h.01', 'M15 15h.01', 'M15 9h.01', 'M9 15h.01', 'M12 12h.01'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5H5V6h5'],
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v5', 'M12 7.5h.01'],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3 2'],
} as const;

export type IconName = keyof typeof ICONS;

export function icon(name: IconName, className = 'icon'): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', className);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const d of ICONS[name]) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

/** The tulip of the Lale mark (the site's logo shape), filled with the brand gradient. */
export function tulipMark(className = 'tulip'): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', className);
  svg.setAttribute('aria-hidden', 'true');
  const defs = document.createElementNS(SVG, 'defs');
  const gradient = document.createElementNS(SVG, 'linearGradient');
  const id = `tulip-${Math.random().toString(36).slice(2, 8)}`;
  gradient.setAttribute('id', id);
  gradient.setAttribute('x1', '0');
  gradient.setAttribute('y1', '1');
  gradient.setAttribute('x2', '0.2');
  gradient.setAttribute('y2', '0');
  for (const [offset, color] of [
    ['0', '#c8102e'],
    ['0.55', '#ec2f7b'],
    ['1', '#ffc94a'],
  ] as const) {
    const stop = document.createElementNS(SVG, 'stop');
    stop.setAttribute('offset', offset);
    stop.setAttribute('stop-color', color);
    gradient.append(stop);
  }
  defs.append(gradient);
  svg.append(defs);
  for (const d of [
    'M50 66C50 78 49 88 47 99',
    'M47.5 93C36 91 27 83 23 70C36 72 45 81 47.5 93Z',
    'M50 6C61 17 67 33 64 52C62 63 38 63 36 52C33 33 39 17 50 6Z',
    'M21 22C35 26 47 40 50 67C35 69 23 61 20 48C18 39 19 30 21 22Z',
    'M79 22C65 26 53 40 50 67C65 69 77 61 80 48C82 39 81 30 79 22Z',
  ]) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    if (d.startsWith('M50 66')) {
      path.setAttribute('stroke', '#ffc94a');
      path.setAttribute('stroke-width', '6');
      path.setAttribute('fill', 'none');
      path.setAttribute('stroke-linecap', 'round');
    } else path.setAttribute('fill', d.startsWith('M47.5') ? '#ffc94a' : `url(#${id})`);
    svg.append(path);
  }
  return svg;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A promise that resolves after `ms`. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
