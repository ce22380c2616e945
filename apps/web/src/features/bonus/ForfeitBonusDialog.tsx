import type { PlayerBonus } from '@lale/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { formatLira } from '../../lib/money.ts';
import { notify } from '../../lib/notify.ts';
import { ConfirmDialog } from '../../lib/ui/dialog/ConfirmDialog.tsx';
import { afterBonusChanged, forfeitBonus } from './bonusesApi.ts';

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
    <ConfirmDialog
      title={t('bonuses.forfeitTitle')}
      description={t('bonuses.forfeitText', { title: bonus.title, amount: formatLira(bonus.amount) })}
      keepLabel={t('bonuses.forfeitKeep')}
      confirmLabel={t('bonuses.forfeitConfirm')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    />
  );
}
