import {
  ADMIN_APPROVAL_PATHS,
  type ApprovalArea,
  type ApprovalLines,
  type ApprovalLinesRequest,
  type PendingChange,
} from '@lale/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';

/*
 * Four eyes above the owner's lines (issue #27, contracts/admin-approvals.ts): the lines themselves
 * (staff.view reads, staff.edit sets: the owner), and per area the changes held for a second approver
 * (the area's view lists them, its approve decides). Decisions answer the change and the server's message.
 */

/** approve and reject need the area's approve; withdraw is whoever asked, with the area's edit. */
export type Decision = 'approve' | 'reject' | 'withdraw';

/** An area's list (`{items, total}`, newest first; `status` filters). */
export const approvalsListPath = (area: ApprovalArea) => ADMIN_APPROVAL_PATHS.list(area);

const decisionPath = (area: ApprovalArea, decision: Decision, id: number) =>
  ADMIN_APPROVAL_PATHS[decision](area).replace(':id', encodeURIComponent(String(id)));

/** The back office's own page of an area's held changes. */
export const approvalsPath = (area: ApprovalArea) => `/approvals?area=${area}`;

export const APPROVAL_LINES_KEY = ['approvals', 'lines'] as const;

export function useApprovalLines(enabled = true) {
  return useQuery({
    queryKey: APPROVAL_LINES_KEY,
    queryFn: ({ signal }) => api.get<ApprovalLines>(ADMIN_APPROVAL_PATHS.lines, undefined, signal),
    enabled,
  });
}

/** Every line at once (a currency left out would keep its line; the panel sends them all). */
export const saveApprovalLines = (lines: ApprovalLinesRequest) =>
  api.send<ApprovalLines>('PUT', ADMIN_APPROVAL_PATHS.lines, lines);

/** Approve (applies it, not by whoever asked), reject, or withdraw one's own; the note is optional. */
export const decideChange = (change: PendingChange, decision: Decision, note: string) =>
  api.send<PendingChange>('POST', decisionPath(change.area, decision, change.id), note ? { note } : {});
