import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { PlayerNote, PlayerProfile } from '../../lib/api/types.ts';
import { listQueryKey } from '../../ui/list/DataList.tsx';

/*
 * The player card's writes. Each one re-reads what it changed: the card (status, notes) and, for the
 * sessions, the sessions tab.
 */
export const playerCardKey = (playerId: string) => ['player', playerId] as const;

export const NOTE_MAX = 2000;
export const REASON_MIN = 3;
export const REASON_MAX = 500;

export const setPlayerBlocked = (playerId: string, blocked: boolean, reason: string) =>
  api.post<PlayerProfile>(PATHS.playerPart(playerId, blocked ? 'block' : 'unblock'), { reason });

export function useAddNote(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<PlayerNote>(PATHS.playerPart(playerId, 'notes'), { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerCardKey(playerId) }),
  });
}

export function useEndSessions(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** One session by its id, or every session of the player (null). */
    mutationFn: (sessionId: string | number | null) =>
      api.post<null>(
        PATHS.playerPart(playerId, sessionId === null ? 'sessions/end-all' : `sessions/${sessionId}/end`),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.playerPart(playerId, 'sessions')) }),
  });
}
