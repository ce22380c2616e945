// Back office (issues #25, #27): the dashboard and the reports. GGR and NGR are defined once, in figures-repo.ts.

export { type ReportsService } from './service.ts';

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { reportsModule, type ReportsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { reportsMessages, reportsOutcomes, type ReportsCatalogue, type ReportsOutcome } from './outcomes.ts';
// The provider reconciliation's settings (<P>_TOTALS_URL, RECONCILIATION_*), merged by src/config.ts.
export { reconciliationConfigSlice } from './reconciliation/config.ts';
