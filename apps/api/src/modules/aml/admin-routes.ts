import {
  ADMIN_AML_PATHS,
  AdminAmlAssigneesResponseSchema,
  AdminAmlAssignRequestSchema,
  AdminAmlCaseParamsSchema,
  AdminAmlCaseResponseSchema,
  AdminAmlCasesQuerySchema,
  AdminAmlCasesResponseSchema,
  AdminAmlDecisionRequestSchema,
  AdminAmlNoteRequestSchema,
  AdminAmlNoteResponseSchema,
  AdminAmlRateParamsSchema,
  AdminAmlRateResponseSchema,
  AdminAmlRatesResponseSchema,
  AdminAmlRateUpdateRequestSchema,
  AdminAmlRuleParamsSchema,
  AdminAmlRuleResponseSchema,
  AdminAmlRulesResponseSchema,
  AdminAmlRuleUpdateRequestSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.ts';
import { CSV_EXPORT_MAX_ROWS, csvHeaders } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { istanbulDay } from '../../platform/istanbul-day.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import { caseCsv, reportedCsv } from './export.ts';
import { messages } from './outcomes.ts';
import type { AmlService } from './service.ts';

/*
 * Back office, AML (issue #26): the case queue, a case, notes, decisions, exports and the rules.
 * `aml.view` reads (the exports and a case are audited as reads: they show a player's money), `aml.edit`
 * writes notes and rules and takes a case, `aml.approve` decides and gives a case to anyone. HTTP only;
 * the rules are in service.ts.
 */
export const amlAdminRoutes: FastifyPluginAsyncZod<{ aml: AmlService; clock: Clock }> = async (
  app,
  { aml, clock },
) => {
  const P = ADMIN_AML_PATHS;

  app.get(
    P.cases,
    {
      config: { permission: 'aml.view' },
      schema: {
        ...adminDoc(
          'The AML case queue: cases awaiting a decision first (oldest first), then decided ones; paged',
        ),
        querystring: AdminAmlCasesQuerySchema,
        response: responses(AdminAmlCasesResponseSchema),
      },
    },
    async (request) => ok(await aml.cases(request.query, staffOf(request).staffId)),
  );

  app.get(
    P.reportedExport,
    {
      config: { permission: 'aml.view', audit: 'read' },
      schema: { ...adminDoc('The cases reported to the authority, as CSV (oldest first, at most 10,000)') },
    },
    async (request, reply) => {
      const rows = await aml.reported(CSV_EXPORT_MAX_ROWS);
      noteAudit(request, { targetType: 'aml_cases', after: { status: 'reported', rows: rows.length } });
      return reply.headers(csvHeaders('aml-reported', istanbulDay(clock.now()))).send(reportedCsv(rows));
    },
  );

  app.get(
    P.case,
    {
      config: { permission: 'aml.view', audit: 'read' },
      schema: {
        ...adminDoc("One AML case: its evidence, notes, decision and the player's summary"),
        params: AdminAmlCaseParamsSchema,
        response: responses(AdminAmlCaseResponseSchema),
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'aml_case', targetId: request.params.id });
      return ok(await aml.case(request.params.id));
    },
  );

  app.get(
    P.caseExport,
    {
      config: { permission: 'aml.view', audit: 'read' },
      schema: { ...adminDoc('One AML case as CSV, for the authority'), params: AdminAmlCaseParamsSchema },
    },
    async (request, reply) => {
      const found = await aml.case(request.params.id);
      noteAudit(request, { targetType: 'aml_case', targetId: found.id });
      return reply.headers(csvHeaders(`aml-case-${found.id}`, istanbulDay(clock.now()))).send(caseCsv(found));
    },
  );

  app.post(
    P.notes,
    {
      config: { permission: 'aml.edit' },
      schema: {
        ...adminDoc('Add a note to an AML case'),
        params: AdminAmlCaseParamsSchema,
        body: AdminAmlNoteRequestSchema,
        response: responses(AdminAmlNoteResponseSchema),
      },
    },
    async (request) => {
      const note = await aml.addNote(request.params.id, staffOf(request).staffId, request.body.body);
      noteAudit(request, { targetType: 'aml_case', targetId: request.params.id, before: null, after: note });
      return ok(note, messages(requestLocale(request)).amlNoteAdded);
    },
  );

  app.post(
    P.decide,
    {
      config: { permission: 'aml.approve' },
      schema: {
        ...adminDoc(
          'Decide an AML case with a reason: clear, request documents, restrict (the player is restricted until lifted), close or report',
        ),
        params: AdminAmlCaseParamsSchema,
        body: AdminAmlDecisionRequestSchema,
        response: responses(AdminAmlCaseResponseSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { decision, reason } = request.body;
      const { before, after } = await aml.decide(id, staffOf(request).staffId, decision, reason);
      noteAudit(request, {
        targetType: 'aml_case',
        targetId: id,
        before: { status: before },
        after: { status: after.status, decision, reason },
      });
      return ok(after, messages(requestLocale(request)).amlCaseDecidedNow(after.status));
    },
  );

  app.post(
    P.take,
    {
      config: { permission: 'aml.edit' },
      schema: {
        ...adminDoc('Take an AML case: it is assigned to the caller (refused while someone else holds it)'),
        params: AdminAmlCaseParamsSchema,
        response: responses(AdminAmlCaseResponseSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { before, after } = await aml.take(id, staffOf(request).staffId);
      noteAudit(request, {
        targetType: 'aml_case',
        targetId: id,
        before: { assignee: before },
        after: { assignee: after.assignee },
      });
      return ok(after, messages(requestLocale(request)).amlCaseAssigned(after.assignee));
    },
  );

  app.put(
    P.assignee,
    {
      config: { permission: 'aml.approve' },
      schema: {
        ...adminDoc('Give an AML case to a staff member who may see AML cases, or to nobody (staffId null)'),
        params: AdminAmlCaseParamsSchema,
        body: AdminAmlAssignRequestSchema,
        response: responses(AdminAmlCaseResponseSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { before, after } = await aml.assign(id, request.body.staffId);
      noteAudit(request, {
        targetType: 'aml_case',
        targetId: id,
        before: { assignee: before },
        after: { assignee: after.assignee },
      });
      return ok(after, messages(requestLocale(request)).amlCaseAssigned(after.assignee));
    },
  );

  app.get(
    P.assignees,
    {
      config: { permission: 'aml.view' },
      schema: {
        ...adminDoc('The staff members an AML case can be given to (active, allowed to see AML cases)'),
        response: responses(AdminAmlAssigneesResponseSchema),
      },
    },
    async () => ok(await aml.assignees()),
  );

  app.get(
    P.rules,
    {
      config: { permission: 'aml.view' },
      schema: {
        ...adminDoc('The AML rules, each with its switch and parameters'),
        response: responses(AdminAmlRulesResponseSchema),
      },
    },
    async () => ok(await aml.rules()),
  );

  app.put(
    P.rule,
    {
      config: { permission: 'aml.edit' },
      schema: {
        ...adminDoc("Switch an AML rule on or off and set its parameters (checked by the rule's own schema)"),
        params: AdminAmlRuleParamsSchema,
        body: AdminAmlRuleUpdateRequestSchema,
        response: responses(AdminAmlRuleResponseSchema),
      },
    },
    async (request) => {
      const { before, after } = await aml.updateRule(
        request.params.code,
        staffOf(request).staffId,
        request.body,
      );
      noteAudit(request, { targetType: 'aml_rule', targetId: request.params.code, before, after });
      return ok(after, messages(requestLocale(request)).amlRuleSaved);
    },
  );

  app.get(
    P.rates,
    {
      config: { permission: 'aml.view' },
      schema: {
        ...adminDoc(
          "The operator's euro rates (units of each currency per euro) the threshold rules convert with",
        ),
        response: responses(AdminAmlRatesResponseSchema),
      },
    },
    async () => ok(await aml.rates()),
  );

  app.put(
    P.rate,
    {
      config: { permission: 'aml.edit' },
      schema: {
        ...adminDoc("Set a currency's euro rate (units per euro, at most six decimals)"),
        params: AdminAmlRateParamsSchema,
        body: AdminAmlRateUpdateRequestSchema,
        response: responses(AdminAmlRateResponseSchema),
      },
    },
    async (request) => {
      const { currency } = request.params;
      const { before, after } = await aml.updateRate(
        currency,
        request.body.unitsPerEur,
        staffOf(request).staffId,
      );
      noteAudit(request, { targetType: 'aml_eur_rate', targetId: currency, before, after });
      return ok(after, messages(requestLocale(request)).amlRateSaved);
    },
  );
};
