/** Promotions (/promotions): the operator's campaigns from the bootstrap and their detail dialog. */
export { PromotionsPage } from './PromotionsPage.tsx';
