import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createApprovalsRepo } from './repo.ts';
import { approvalRoutes } from './routes.ts';
import { createApprovals } from './service.ts';

/**
 * Back office (issue #27): four eyes on changes above the owner's lines. Listed before the modules whose
 * writes it holds (payments, bonus, sports): they register how a held change of theirs is applied.
 */
export const approvalsModule = defineModule()({
  name: 'approvals',
  needs: [],
  build: ({ platform: { db, money, clock } }) => ({
    approvals: createApprovals({ repo: createApprovalsRepo(db), db, money, clock }),
  }),
  routes: {
    main: (scope, { approvals }) => scope.register(approvalRoutes, { approvals }),
  },
});

export type ApprovalsModule = ServicesOf<typeof approvalsModule>;
