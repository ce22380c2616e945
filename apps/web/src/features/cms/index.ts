/** Content pages (/pages and /pages/{id}): placeholders for now. */
export { ComingSoon as ContentListPage } from '../../lib/ui/ComingSoon.tsx';
export { ContentPage } from './ContentPage.tsx';
