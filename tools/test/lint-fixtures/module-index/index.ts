// Linted as apps/api/src/modules/wallet/index.ts by tools/test/lint-boundaries.test.ts: a module's index
// handing out the factory its manifest builds with, and a routes plugin, both refused.
export { createWalletService } from '../../../../apps/api/src/modules/wallet/service.ts';
export { userRoutes } from '../../../../apps/api/src/modules/user/routes.ts';
export function createLedgerRepo() {
  return {};
}
