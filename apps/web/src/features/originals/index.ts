/** Lale Originals on the site (issue #14): the provably fair page, /casino/provably-fair. */
export { ProvablyFairPage } from './ProvablyFairPage.tsx';
