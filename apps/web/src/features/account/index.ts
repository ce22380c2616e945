/** Account area (/dashboard and its sub-routes): a placeholder until the account issue. */
export { ComingSoon as AccountPage } from '../../lib/ui/ComingSoon.tsx';
