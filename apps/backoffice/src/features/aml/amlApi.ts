import type { AmlDecision } from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { AmlAssignee, AmlCase, AmlNote, AmlRate, AmlRule } from '../../lib/api/types.ts';
import { listQueryKey } from '../../ui/list/DataList.tsx';

/* The AML screens' reads and writes; each write re-reads the case (and the queue) it changed. */

export const amlCaseKey = (caseId: string) => ['aml-case', caseId] as const;
const RULES_KEY = ['aml-rules'] as const;
const RATES_KEY = ['aml-rates'] as const;
const ASSIGNEES_KEY = ['aml-assignees'] as const;

export const NOTE_MAX = 2000;
export const REASON_MIN = 3;
export const REASON_MAX = 1000;

export function useAmlCase(caseId: string) {
  return useQuery({
    queryKey: amlCaseKey(caseId),
    queryFn: ({ signal }) => api.get<AmlCase>(PATHS.amlCase(caseId), undefined, signal),
  });
}

function useCaseChanged(caseId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: amlCaseKey(caseId) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.amlCases) }),
    ]);
}

export function useAddAmlNote(caseId: string) {
  const changed = useCaseChanged(caseId);
  return useMutation({
    mutationFn: (body: string) => api.post<AmlNote>(PATHS.amlCasePart(caseId, 'notes'), { body }),
    onSuccess: changed,
  });
}

export function useDecideAmlCase(caseId: string) {
  const changed = useCaseChanged(caseId);
  return {
    decide: (decision: AmlDecision, reason: string) =>
      api.post<AmlCase>(PATHS.amlCasePart(caseId, 'decision'), { decision, reason }),
    changed,
  };
}

/** Who may be given a case (asked only by a member who may give one: aml.approve). */
export function useAmlAssignees(enabled: boolean) {
  return useQuery({
    queryKey: ASSIGNEES_KEY,
    queryFn: ({ signal }) => api.get<AmlAssignee[]>(PATHS.amlAssignees, undefined, signal),
    enabled,
  });
}

/** Takes the case (aml.edit) or gives it to someone, or nobody (aml.approve). */
export function useAssignAmlCase(caseId: string) {
  const changed = useCaseChanged(caseId);
  return useMutation({
    mutationFn: (to: { take: true } | { staffId: number | null }) =>
      'take' in to
        ? api.post<AmlCase>(PATHS.amlCasePart(caseId, 'take'))
        : api.put<AmlCase>(PATHS.amlCasePart(caseId, 'assignee'), to),
    onSuccess: changed,
  });
}

export function useAmlRules() {
  return useQuery({
    queryKey: RULES_KEY,
    queryFn: ({ signal }) => api.get<AmlRule[]>(PATHS.amlRules, undefined, signal),
  });
}

export function useSaveAmlRule(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { enabled: boolean; params: Record<string, number> }) =>
      api.put<AmlRule>(PATHS.amlRule(code), change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
  });
}

export function useAmlRates() {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: ({ signal }) => api.get<AmlRate[]>(PATHS.amlRates, undefined, signal),
  });
}

export function useSaveAmlRate(currency: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitsPerEur: number) => api.put<AmlRate>(PATHS.amlRate(currency), { unitsPerEur }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RATES_KEY }),
  });
}
