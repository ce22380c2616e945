// The back office's content API (admin/cms/...): what app.ts wires together.

export { type AdminCmsService } from './service.ts';

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { adminCmsModule, type AdminCmsModule } from './module.ts';
