/** Promotions (/promotions): placeholder for now. */
export { ComingSoon as PromotionsPage } from '../../lib/ui/ComingSoon.tsx';
