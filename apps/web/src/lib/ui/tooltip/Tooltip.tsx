import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './Tooltip.module.css';

/*
 * The site's tooltip, in place of native `title` attributes (which touch and keyboard users never see,
 * and which look different in every browser). Defaults are the spec's (§9).
 *
 * DESIGN names Radix primitives for tooltips, but Radix's Tooltip brings its positioning engine
 * (floating-ui) with it, and the header's buttons carry tooltips on every page: that would grow every
 * route's first JavaScript for a label above an icon. This is the small part we need: shown on mouse
 * hover and on focus, hidden on leave, blur, click or Escape; the trigger points at it with
 * aria-describedby while it is shown (as Radix does); above the trigger, below when there is no room,
 * kept inside the viewport.
 */
export const TOOLTIP_DEFAULTS = {
  /** Show after (ms): at once. */
  delayMs: 0,
  /** Fade in and fade out (ms). */
  durationMs: [300, 250],
  maxWidthPx: 350,
  /** Along the trigger and away from it (px). */
  offsetPx: [0, 10],
} as const;

/** Room kept between the tooltip and the viewport's edge (px). */
const EDGE_PX = 4;

type Phase = 'closed' | 'open' | 'closing';

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

export type TooltipProps = {
  /** The text shown; none leaves the trigger as it is. */
  content: string | null | undefined;
  /** One element that takes focus and pointer events (a button or a link). */
  children: ReactElement<TriggerProps>;
};

/** Where the tooltip goes: above the trigger, below when it would leave the top of the viewport. */
export function tooltipPosition(
  trigger: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'width'>,
  tip: { width: number; height: number },
  viewportWidth: number,
): { left: number; top: number; side: 'top' | 'bottom' } {
  const [along, away] = TOOLTIP_DEFAULTS.offsetPx;
  const above = trigger.top - away - tip.height;
  const side = above >= EDGE_PX ? 'top' : 'bottom';
  const centred = trigger.left + trigger.width / 2 - tip.width / 2 + along;
  const left = Math.max(EDGE_PX, Math.min(centred, viewportWidth - tip.width - EDGE_PX));
  return { left, top: side === 'top' ? above : trigger.bottom + away, side };
}

export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>('closed');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tip = useRef<HTMLDivElement | null>(null);

  const show = useCallback((target: HTMLElement) => {
    setAnchor(target);
    setPhase('open');
  }, []);
  const hide = useCallback(() => setPhase((current) => (current === 'open' ? 'closing' : current)), []);

  // Kept on screen for the fade-out, then gone (a new show meanwhile cancels it).
  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = window.setTimeout(() => setPhase('closed'), TOOLTIP_DEFAULTS.durationMs[1]);
    return () => window.clearTimeout(timer);
  }, [phase]);

  // Escape hides it wherever focus is; scrolling would leave it behind its trigger, so it hides too.
  useEffect(() => {
    if (phase !== 'open') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, { capture: true });
    };
  }, [phase, hide]);

  useLayoutEffect(() => {
    const node = tip.current;
    if (phase !== 'open' || !node || !anchor) return;
    const place = tooltipPosition(
      anchor.getBoundingClientRect(),
      node.getBoundingClientRect(),
      document.documentElement.clientWidth || window.innerWidth,
    );
    // Through the CSSOM (not a style attribute), which the site's CSP allows.
    node.style.left = `${place.left}px`;
    node.style.top = `${place.top}px`;
    node.dataset.side = place.side;
  }, [phase, anchor]);

  if (!content) return children;
  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby':
      phase === 'open' ? [own['aria-describedby'], id].filter(Boolean).join(' ') : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      // A tap is not a hover: touch shows it through focus, and the tap's click hides it again.
      if (event.pointerType !== 'touch') show(event.currentTarget);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      show(event.currentTarget);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
    onClick: (event) => {
      own.onClick?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {phase !== 'closed' &&
        createPortal(
          <div ref={tip} id={id} role="tooltip" className={styles.tooltip} data-state={phase}>
            {content}
          </div>,
          document.body,
        )}
    </>
  );
}
