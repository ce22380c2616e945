/** Live and pre-match sports (/livespor, /spor and their provider routes): placeholder for now. */
export { ComingSoon as SportsPage } from '../../lib/ui/ComingSoon.tsx';
