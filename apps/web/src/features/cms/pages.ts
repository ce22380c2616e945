/** Content pages (/pages and /pages/{id}) from the bootstrap categories: the chunk of loadContentPages. */
export { ContentListPage } from './ContentListPage.tsx';
export { ContentPage } from './ContentPage.tsx';
