// The OpenAPI document and its reference page.
export { docsRoutes } from './routes.ts';
