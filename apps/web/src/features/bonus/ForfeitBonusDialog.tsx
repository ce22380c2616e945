import type { PlayerBonus } from '@lale/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { formatLira } from '../../lib/money.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { afterBonusChanged, forfeitBonus } from './bonusesApi.ts';
import styles from './Bonuses.module.css';

/** Asks before giving up an active bonus (bonus/forfeit): its remaining bonus money is removed. */
export function ForfeitBonusDialog({ bonus, onClose }: { bonus: PlayerBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => forfeitBonus(bonus.id),
    onSuccess: (message) => {
      notify.success(message || t('bonuses.forfeited'));
      afterBonusChanged(queryClient);
      onClose();
    },
    onError: (error) => reportFailure(error),
  });

  return (
    <DialogShell
      open
      onClose={onClose}
      variant="medium"
      title={t('bonuses.forfeitTitle')}
      description={t('bonuses.forfeitText', { title: bonus.title, amount: formatLira(bonus.amount) })}
    >
      <div className={styles.confirmActions}>
        <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
          {t('bonuses.forfeitKeep')}
        </Button>
        <Button
          variant="primary"
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending ? <Spinner inline /> : null}
          {t('bonuses.forfeitConfirm')}
        </Button>
      </div>
    </DialogShell>
  );
}
