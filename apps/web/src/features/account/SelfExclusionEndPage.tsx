import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { TextField } from '../../lib/ui/form/fields.tsx';
import { requestSelfExclusionEnd } from './saferPlay.ts';
import styles from './AccountPage.module.css';
import playStyles from './SaferPlayPage.module.css';

/*
 * /safer-play/self-exclusion-end (issue #26): a signed-out page, because a player whose self-exclusion
 * is over cannot sign in — access comes back only 24 hours after they ask for it. The credentials are
 * checked by the server as sign-in checks them; the answer (when sign-in opens, or why not: the period
 * is not over, wrong credentials) is the server's sentence, shown here (success) or as the error toast.
 */

export function SelfExclusionEndPage() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: () => requestSelfExclusionEnd(username.trim(), password),
    onError: (error) => reportFailure(error),
  });

  return (
    <section className={styles.card} aria-labelledby="self-exclusion-end-title">
      <h1 id="self-exclusion-end-title" className={styles.title}>
        {t('saferPlay.end.title')}
      </h1>
      <p className={styles.note}>{t('saferPlay.end.intro')}</p>
      <p className={playStyles.text}>{t('saferPlay.end.help')}</p>
      {mutation.data ? (
        <p role="status" className={playStyles.answer}>
          {mutation.data}
        </p>
      ) : (
        <form
          noValidate
          className={playStyles.form}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (!username.trim() || !password) {
              setMissing(true);
              return;
            }
            mutation.mutate();
          }}
        >
          <TextField
            label={t('saferPlay.end.username')}
            autoComplete="username"
            value={username}
            error={missing && !username.trim() ? t('saferPlay.end.required') : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label={t('saferPlay.end.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={missing && !password ? t('saferPlay.end.required') : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={mutation.isPending}>
            {t('saferPlay.end.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
