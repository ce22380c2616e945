import type { AdminScreeningSandboxEntryRequest } from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { PlayerScreening, ScreeningEntry, ScreeningStatus } from '../../lib/api/types.ts';

/* Screening's reads and writes (issue #26): where it stands, one player's, the sandbox list. */

const STATUS_KEY = ['screening'] as const;
const SANDBOX_KEY = ['screening', 'sandbox'] as const;
export const playerScreeningKey = (playerId: number | string) =>
  ['screening', 'player', String(playerId)] as const;

export function useScreeningStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => api.get<ScreeningStatus>(PATHS.screening, undefined, signal),
  });
}

export function usePlayerScreening(playerId: number | string) {
  return useQuery({
    queryKey: playerScreeningKey(playerId),
    queryFn: ({ signal }) =>
      api.get<PlayerScreening>(PATHS.playerPart(playerId, 'screening'), undefined, signal),
  });
}

export function useSandboxEntries(enabled: boolean) {
  return useQuery({
    queryKey: SANDBOX_KEY,
    enabled,
    queryFn: ({ signal }) => api.get<ScreeningEntry[]>(PATHS.screeningSandboxEntries, undefined, signal),
  });
}

export function useAddSandboxEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: AdminScreeningSandboxEntryRequest) =>
      api.post<ScreeningEntry>(PATHS.screeningSandboxEntries, entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
