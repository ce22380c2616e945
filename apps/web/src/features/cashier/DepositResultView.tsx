import type { PaymentMethod } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui/Button.tsx';
import { afterMoneyMoved } from './api.ts';
import type { DepositResult } from './depositResult.ts';
import styles from './Cashier.module.css';

/*
 * The two endings of a deposit (spec §4). Iframe mode: the provider's page inside the dialog, with a
 * link that opens it in a new tab (spec: some providers refuse to be framed) and Continue. Message
 * mode: a success mark with the server's message and, for a bank transfer, its details to copy.
 */
type Props = { method: PaymentMethod; result: DepositResult; onContinue: () => void };

export function DepositResultView({ method, result, onContinue }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const finish = () => {
    // The player may have paid on the provider's page meanwhile: ask for the balance now.
    afterMoneyMoved(queryClient);
    onContinue();
  };

  if (result.mode === 'iframe') {
    return (
      <div className={styles.result}>
        <p className={styles.resultText}>{result.message || t('cashier.frameHint')}</p>
        <iframe
          className={styles.frame}
          src={result.url}
          title={t('cashier.frameTitle', { method: method.title })}
          referrerPolicy="no-referrer"
        />
        <div className={styles.resultActions}>
          <a className={styles.newTab} href={result.url} target="_blank" rel="noopener noreferrer">
            {t('cashier.openInNewTab')}
            <span className={styles.srOnly}> ({t('a11y.newTab')})</span>
          </a>
          <Button variant="primary" onClick={finish}>
            {t('cashier.continue')}
          </Button>
        </div>
      </div>
    );
  }

  // A bank transfer's message is a sentence, then the account lines (bank, IBAN, holder, reference):
  // the sentence is the headline, the lines go in the copyable box unless the answer carried its own.
  const [headline = '', ...lines] = (result.message || t('cashier.depositDone')).split('\n');
  const details = result.details || lines.join('\n').trim() || null;
  return (
    <div className={[styles.result, styles.centered].join(' ')}>
      <svg viewBox="0 0 48 48" className={styles.successIcon} aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 13-15" />
      </svg>
      <p className={styles.resultMessage} role="status">
        {headline}
      </p>
      {details ? <p className={styles.details}>{details}</p> : null}
      <Button variant="primary" onClick={finish}>
        {t('cashier.continue')}
      </Button>
    </div>
  );
}
