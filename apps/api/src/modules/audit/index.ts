// The audit trail: the service the staff module records with, its entry and verification types.

export { type AuditEntry, type AuditService } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { auditModule, type AuditModule } from './module.ts';
// Its outcome (a row of the error table) and messages, merged with every module's by src/outcomes.ts.
export { auditMessages, auditOutcomes, type AuditCatalogue, type AuditOutcome } from './outcomes.ts';
