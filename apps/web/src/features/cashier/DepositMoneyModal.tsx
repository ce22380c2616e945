import { TransactionType } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import { CashierScreen } from './CashierScreen.tsx';

/**
 * Spec §2 Deposit modal: titled 'Deposit Money', it embeds the deposit screen so a player can top up
 * without leaving what they are doing (the play modal's Deposit opens it). A method's dialog opens
 * over it.
 */
export function DepositMoneyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <DialogShell open onClose={onClose} variant="medium" title={t('cashier.depositMoney')}>
      <CashierScreen type={TransactionType.Deposit} />
    </DialogShell>
  );
}
