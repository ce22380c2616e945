// Back office (issue #27): changes above the owner's lines wait for a second approver.

export { isHeld, type Bound, type ChangeImpact } from './held.ts';
export { answerHeld, HELD_RESPONSE } from './held-answer.ts';
export type { Applied, Applier, Approvals } from './service.ts';

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { approvalsModule, type ApprovalsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  approvalsMessages,
  approvalsOutcomes,
  type ApprovalsCatalogue,
  type ApprovalsOutcome,
} from './outcomes.ts';
