/** Content pages (/pages and /pages/{id}) from the bootstrap categories. */
export { ContentListPage } from './ContentListPage.tsx';
export { ContentPage } from './ContentPage.tsx';
