// Integrity findings (issue 23, remediation): what known holes already paid, for an operator's review.
export { integrityAdminRoutes } from './routes.ts';
export { collectFindings } from './service.ts';
export { FINDING_SOURCES } from './sources.ts';
export type { FindingGroup, FindingSource, IntegrityFinding } from './types.ts';
