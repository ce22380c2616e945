import type { RealityCheckInterval } from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Periods } from './Periods.tsx';
import { fetchRealityCheck, REALITY_CHECK_KEY, saveRealityCheckInterval } from '../realityCheck/index.ts';
import playStyles from './SaferPlayPage.module.css';

/*
 * The reality-check interval on the safer-play page (issue #26): off, or every one of the intervals the
 * operator offers (15, 30, 45 or 60 minutes at most; GET saferplay/status).
 * Saved at once (it restricts nothing, so no "are you sure?"); the site's timer (RealityCheckHost)
 * follows the new interval as soon as the query is refreshed.
 */

type Choice = 'off' | `${RealityCheckInterval}`;

const choiceOf = (minutes: RealityCheckInterval | null): Choice => (minutes === null ? 'off' : `${minutes}`);
const minutesOf = (choice: Choice): RealityCheckInterval | null =>
  choice === 'off' ? null : (Number(choice) as RealityCheckInterval);

export function RealityCheckSetting({ intervals }: { intervals: readonly RealityCheckInterval[] }) {
  const { t } = useTranslation();
  const choices: readonly Choice[] = ['off', ...intervals.map((m) => `${m}` as const)];
  const headingId = useId();
  const queryClient = useQueryClient();
  const token = useSession((state) => state.auth?.token ?? null);
  const current = useQuery({
    queryKey: [...REALITY_CHECK_KEY, token],
    queryFn: ({ signal }) => fetchRealityCheck(signal),
    enabled: token !== null,
    staleTime: Infinity,
  });
  // The player's pick, until they save it; the saved interval otherwise.
  const [picked, setPicked] = useState<Choice | null>(null);
  const saved = current.data ? choiceOf(current.data.intervalMinutes) : null;
  const choice = picked ?? saved ?? 'off';
  const mutation = useMutation({
    mutationFn: () => saveRealityCheckInterval(minutesOf(choice)),
    onSuccess: async (message) => {
      notify.success(message);
      setPicked(null);
      await queryClient.invalidateQueries({ queryKey: REALITY_CHECK_KEY });
    },
    onError: reportFailure,
  });
  const label = (c: Choice) =>
    c === 'off'
      ? t('saferPlay.realityCheck.setting.off')
      : t('saferPlay.realityCheck.setting.every', { minutes: Number(c) });

  return (
    <article className={playStyles.tool} aria-labelledby={headingId}>
      <h2 id={headingId} className={playStyles.toolTitle}>
        {t('saferPlay.realityCheck.setting.title')}
      </h2>
      <p className={playStyles.text}>{t('saferPlay.realityCheck.setting.text')}</p>
      <form
        noValidate
        className={playStyles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          mutation.mutate();
        }}
      >
        <Periods
          legend={t('saferPlay.realityCheck.setting.legend')}
          periods={choices}
          value={choice}
          label={label}
          onChange={setPicked}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={!current.data || mutation.isPending}
          aria-busy={mutation.isPending || undefined}
        >
          {t('saferPlay.realityCheck.setting.submit')}
        </Button>
      </form>
    </article>
  );
}
