import type { ReactNode } from 'react';
import type { SportId } from './markets.ts';

/* Line icons of the three sports (24 px grid, currentColor). */
const SHAPES: Record<SportId, ReactNode> = {
  1: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.6 15.9 10.4 14.4 15H9.6L8.1 10.4Z" fill="currentColor" stroke="none" />
      <path d="M12 7.6V3M15.9 10.4 20.5 9M14.4 15l2.6 4M9.6 15 7 19M8.1 10.4 3.5 9" />
    </>
  ),
  2: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  5: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.3 5.9a9 9 0 0 1 0 12.2M18.7 5.9a9 9 0 0 0 0 12.2" />
    </>
  ),
};

export function SportIcon({ sport }: { sport: SportId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[sport]}
    </svg>
  );
}
