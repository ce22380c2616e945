import { RealtimeCommand } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bootstrapQueryKey } from './bootstrap.ts';
import { onRealtimeCommand, useRealtimeState } from './realtime/index.ts';

/*
 * Where the lobbies read the jackpots' values (issue #27): EGT's cards travel in the bootstrap
 * (GET cms/grouped), the Egypt Quest jackpot in GET casino/eqyptquest. Shared by the casino lobby's
 * cards and the home page's, so both re-read them the same way.
 */
export const egyptJackpotQueryKey = ['casino', 'eqyptquest'] as const;

/**
 * While a lobby showing jackpots is open, the hub's JackpotsChanged (the operator saved new values) has
 * both reads asked again at once, rather than at the next poll or page load. So does every time the hub
 * connection stands again, the first time included: a push sent while there was no connection is lost,
 * and a lobby drawn before the first handshake (the page's first seconds) would otherwise keep what it
 * read until its own refresh. Without a connection (a visitor who is not signed in) nothing arrives,
 * and the lobby's own refresh stays the fallback.
 */
export function useJackpotsLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reread = () => {
      void queryClient.invalidateQueries({ queryKey: bootstrapQueryKey });
      void queryClient.invalidateQueries({ queryKey: egyptJackpotQueryKey });
    };
    const offChanged = onRealtimeCommand(RealtimeCommand.JackpotsChanged, reread);
    // The state, not the 'reconnected' event: that one is not sent for the first connection.
    const offConnected = useRealtimeState.subscribe(({ state }, previous) => {
      if (state === 'Connected' && previous.state !== 'Connected') reread();
    });
    return () => {
      offChanged();
      offConnected();
    };
  }, [queryClient]);
}
