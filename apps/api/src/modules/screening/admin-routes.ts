import {
  ADMIN_SCREENING_PATHS,
  AdminPlayerParamsSchema,
  AdminPlayerScreeningResponseSchema,
  AdminScreeningSandboxEntriesResponseSchema,
  AdminScreeningSandboxEntryRequestSchema,
  AdminScreeningSandboxEntryResponseSchema,
  AdminScreeningStatusResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import { messages } from './outcomes.ts';
import type { ScreeningService } from './service.ts';

/*
 * Back office, screening (issue #26): where screening stands (provider, list version, backlog — or that
 * no provider is configured and nobody is screened), and one player's screening (aml.view; a read of a
 * player's compliance record, so audited as the AML case is). HTTP only; the rules are in service.ts.
 */
export const screeningAdminRoutes: FastifyPluginAsyncZod<{ screening: ScreeningService }> = async (
  app,
  { screening },
) => {
  app.get(
    ADMIN_SCREENING_PATHS.status,
    {
      config: { permission: 'aml.view' },
      schema: {
        ...adminDoc(
          'Sanctions and PEP screening: the provider (null: none configured, screening off), its list version and the players waiting',
        ),
        response: responses(AdminScreeningStatusResponseSchema),
      },
    },
    async () => ok(await screening.status()),
  );

  app.get(
    ADMIN_SCREENING_PATHS.player,
    {
      config: { permission: 'aml.view', audit: 'read' },
      schema: {
        ...adminDoc("A player's sanctions and PEP screening: last screened, the list version, the result"),
        params: AdminPlayerParamsSchema,
        response: responses(AdminPlayerScreeningResponseSchema),
      },
    },
    async (request) => {
      const view = await screening.player(request.params.id);
      noteAudit(request, {
        targetType: 'player',
        targetId: request.params.id,
        after: { screening: view.state, listVersion: view.listVersion },
      });
      return ok(view);
    },
  );
};

/**
 * The sandbox list (outside production only, with the sandbox provider): read it, and add an entry — a
 * list update, so every player is screened again. aml.edit, audited as every write. This process sweeps
 * at once after an addition (the others at their next tick), so a tester sees the case in seconds.
 */
export const screeningSandboxRoutes: FastifyPluginAsyncZod<{
  screening: ScreeningService;
  sweepNow: () => void;
}> = async (app, { screening, sweepNow }) => {
  app.get(
    ADMIN_SCREENING_PATHS.sandboxEntries,
    {
      config: { permission: 'aml.view' },
      schema: {
        ...adminDoc('The sandbox screening list (fictional people; outside production only)'),
        response: responses(AdminScreeningSandboxEntriesResponseSchema),
      },
    },
    async () => ok(await screening.sandboxEntries()),
  );

  app.post(
    ADMIN_SCREENING_PATHS.sandboxEntries,
    {
      config: { permission: 'aml.edit' },
      schema: {
        ...adminDoc(
          'Add a person to the sandbox screening list (outside production only): a list update, everyone is screened again',
        ),
        body: AdminScreeningSandboxEntryRequestSchema,
        response: responses(AdminScreeningSandboxEntryResponseSchema),
      },
    },
    async (request) => {
      const entry = await screening.addSandboxEntry(request.body, staffOf(request).staffId);
      noteAudit(request, {
        targetType: 'screening_sandbox_entry',
        targetId: entry.id,
        before: null,
        after: entry,
      });
      sweepNow();
      return ok(entry, messages(requestLocale(request)).screeningSandboxEntryAdded);
    },
  );
};
