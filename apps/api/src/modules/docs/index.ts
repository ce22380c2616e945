// The OpenAPI document and its reference page.

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { docsModule, type DocsModule } from './module.ts';
