// Back office (issue #25): manual corrections of a player's cash (four eyes, one ledger transfer each).

export { CORRECTION_TRANSFER_KIND, type CorrectionsService } from './service.ts';

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { correctionsModule, type CorrectionsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  correctionsMessages,
  correctionsOutcomes,
  type CorrectionsCatalogue,
  type CorrectionsOutcome,
} from './outcomes.ts';
