import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Field } from '../../lib/ui/form/Field.tsx';
import fieldStyles from '../../lib/ui/form/Field.module.css';
import formStyles from '../../lib/ui/form/Form.module.css';
import { parseLiraInput, setDepositLimit } from './depositLimits.ts';
import { setPlayLimit } from './playLimits.ts';

/*
 * The step right after sign-up (issue #26, MGA: limits offered before the first deposit): a daily
 * deposit, loss and wager limit, each optional. A first limit applies at once, so what the player sets
 * here holds from their first bet. "Not now" goes on with the sign-up; the page /dashboard/play-limits
 * and /dashboard/deposit-limits hold every period later.
 */
type LimitField = 'deposit' | 'loss' | 'wager';
const FIELDS: LimitField[] = ['deposit', 'loss', 'wager'];

export function LimitsStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Record<LimitField, string>>({ deposit: '', loss: '', wager: '' });
  const [errors, setErrors] = useState<Partial<Record<LimitField, string>>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amounts: Partial<Record<LimitField, number>> = {};
    const invalid: Partial<Record<LimitField, string>> = {};
    for (const field of FIELDS) {
      if (texts[field].trim() === '') continue;
      const amount = parseLiraInput(texts[field]);
      if (amount === null) invalid[field] = t('depositLimits.invalidAmount');
      else amounts[field] = amount;
    }
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      // One after the other: each is its own change, and a refusal names its own field.
      for (const field of FIELDS) {
        const amount = amounts[field];
        if (amount === undefined) continue;
        try {
          if (field === 'deposit') await setDepositLimit('daily', amount);
          else await setPlayLimit(field, 'daily', amount);
        } catch (failure) {
          reportFailure(failure, (name, message) => {
            if (name === 'amount') setErrors({ [field]: message });
          });
          return;
        }
      }
      if (Object.keys(amounts).length > 0) notify.success(t('playLimits.step.saved'));
      onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className={formStyles.form}>
      <p className={formStyles.text}>{t('playLimits.step.intro')}</p>
      {FIELDS.map((field) => (
        <Field
          key={field}
          label={t(`playLimits.step.${field}`)}
          hint={t('playLimits.step.optional')}
          error={errors[field]}
        >
          {(control) => (
            <>
              <span className={fieldStyles.prefix} aria-hidden="true">
                ₺
              </span>
              <input
                {...control}
                name={`limit-${field}`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('depositLimits.placeholder')}
                value={texts[field]}
                onChange={(event) => {
                  setTexts((current) => ({ ...current, [field]: event.target.value }));
                  if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
                }}
              />
            </>
          )}
        </Field>
      ))}
      <div className={formStyles.end}>
        <Button variant="secondary" disabled={busy} onClick={onDone}>
          {t('playLimits.step.skip')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t('playLimits.step.save')}
        </Button>
      </div>
    </form>
  );
}
