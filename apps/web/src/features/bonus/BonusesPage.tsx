import type { BonusOffer, PlayerBonus, PlayerBonusStatus } from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, reportFailure } from '../../lib/forms/failure.ts';
import { formatLira } from '../../lib/money.ts';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { DataTable } from '../../lib/ui/DataTable.tsx';
import { Field } from '../../lib/ui/form/Field.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { formatDateTime } from '../account/index.ts';
import { afterBonusChanged, bonusListQueryKey, claimBonus, fetchBonusList } from './bonusesApi.ts';
import { ForfeitBonusDialog } from './ForfeitBonusDialog.tsx';
import { WageringProgress } from './WageringProgress.tsx';
import styles from './Bonuses.module.css';

/*
 * /dashboard/bonuses (issue #11 bonus engine): the offers the player can claim now, a bonus-code form,
 * and their own bonuses with status, expiry and, while active, the wagering progress and a forfeit.
 * The server decides what may be claimed and says so in its message (a toast); every change asks the
 * list and the header's balance again.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const bonusBalance = useSession((state) => state.bonusBalance);
  const list = useQuery({ queryKey: bonusListQueryKey, queryFn: ({ signal }) => fetchBonusList(signal) });

  return (
    <section className={styles.page} aria-labelledby="bonuses-title">
      <div className={styles.hero}>
        <div>
          <h1 id="bonuses-title" className={styles.title}>
            {t('nav.bonuses')}
          </h1>
          <p className={styles.lead}>{t('bonuses.lead')}</p>
        </div>
        <dl className={styles.balance}>
          <dt>{t('account.bonusBalance')}</dt>
          <dd>{formatLira(bonusBalance)}</dd>
        </dl>
      </div>

      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        <div className={styles.empty}>
          <p>{failureMessage(list.error) || t('bonuses.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('bonuses.retry')}
          </Button>
        </div>
      ) : null}

      {list.data ? <Offers offers={list.data.offers} /> : null}
      <BonusCodeForm />
      {list.data ? <MyBonuses bonuses={list.data.bonuses} /> : null}
    </section>
  );
}

function Offers({ offers }: { offers: BonusOffer[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="bonus-offers-title">
      <h2 id="bonus-offers-title" className={styles.sectionTitle}>
        {t('bonuses.offersTitle')}
      </h2>
      {offers.length === 0 ? (
        <p className={styles.empty}>{t('cashier.noData')}</p>
      ) : (
        <ul className={styles.cards}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferCard({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimBonus({ id: offer.id }),
    onSuccess: (message) => {
      notify.success(message || t('bonuses.claimed'));
      afterBonusChanged(queryClient);
    },
    onError: (error) => reportFailure(error),
  });

  return (
    <article className={[styles.card, styles.offer].join(' ')} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {offer.title}
      </h3>
      {offer.description ? <p className={styles.description}>{offer.description}</p> : null}
      <p className={styles.amount}>
        <span className={styles.amountLabel}>{t('bonuses.credits')}</span>
        <strong>{formatLira(offer.amount)}</strong>
      </p>
      <dl className={styles.terms}>
        <div>
          <dt>{t('bonuses.wagering')}</dt>
          <dd>{t('bonuses.wageringValue', { multiple: offer.wageringMultiple })}</dd>
        </div>
        <div>
          <dt>{t('bonuses.validDays')}</dt>
          <dd>{t('bonuses.validDaysValue', { count: offer.validDays })}</dd>
        </div>
        <div>
          <dt>{t('bonuses.maxBet')}</dt>
          <dd>{offer.maxBet === null ? t('bonuses.noMaxBet') : formatLira(offer.maxBet)}</dd>
        </div>
      </dl>
      <Button
        variant="gold"
        onClick={() => claim.mutate()}
        disabled={claim.isPending}
        aria-busy={claim.isPending || undefined}
        aria-describedby={headingId}
      >
        {claim.isPending ? <Spinner inline /> : null}
        {t('bonuses.claim')}
      </Button>
    </article>
  );
}

function BonusCodeForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const claim = useMutation({
    mutationFn: (value: string) => claimBonus({ code: value }),
    onSuccess: (message) => {
      notify.success(message || t('bonuses.claimed'));
      setCode('');
      afterBonusChanged(queryClient);
    },
    onError: (failure) =>
      reportFailure(failure, (field, message) => {
        if (field === 'code') setError(message);
      }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (value.length < 3) {
      setError(t('bonuses.codeInvalid'));
      return;
    }
    claim.mutate(value);
  }

  return (
    <section className={[styles.section, styles.codeSection].join(' ')} aria-labelledby="bonus-code-title">
      <div>
        <h2 id="bonus-code-title" className={styles.sectionTitle}>
          {t('bonuses.codeTitle')}
        </h2>
        <p className={styles.lead}>{t('bonuses.codeLead')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className={styles.codeForm}>
        <Field label={t('bonuses.codeLabel')} error={error} className={styles.codeField}>
          {(control) => (
            <input
              {...control}
              name="bonusCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder={t('bonuses.codePlaceholder')}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                if (error) setError(undefined);
              }}
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="primary"
          disabled={claim.isPending}
          aria-busy={claim.isPending || undefined}
        >
          {claim.isPending ? <Spinner inline /> : null}
          {t('bonuses.codeSubmit')}
        </Button>
      </form>
    </section>
  );
}

const STATUS_TONE: Record<PlayerBonusStatus, string | undefined> = {
  active: styles.toneSuccess,
  completed: styles.toneGold,
  expired: styles.toneMuted,
  forfeited: styles.toneDanger,
};

function MyBonuses({ bonuses }: { bonuses: PlayerBonus[] }) {
  const { t } = useTranslation();
  const [forfeiting, setForfeiting] = useState<PlayerBonus | null>(null);
  return (
    <section className={styles.section} aria-labelledby="my-bonuses-title">
      <h2 id="my-bonuses-title" className={styles.sectionTitle}>
        {t('bonuses.mineTitle')}
      </h2>
      {/* One answer holds every bonus (no paging); the page above shows its loading and failure. */}
      <DataTable
        query={{ isPending: false, data: { items: bonuses, total: bonuses.length } }}
        empty={t('cashier.noData')}
        emptyClassName={styles.empty}
        renderItems={(items) => (
          <ul className={styles.cards}>
            {items.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} onForfeit={() => setForfeiting(bonus)} />
              </li>
            ))}
          </ul>
        )}
      />
      {forfeiting ? <ForfeitBonusDialog bonus={forfeiting} onClose={() => setForfeiting(null)} /> : null}
    </section>
  );
}

function BonusCard({ bonus, onForfeit }: { bonus: PlayerBonus; onForfeit: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const active = bonus.status === 'active';
  return (
    <article className={[styles.card, active ? styles.activeCard : ''].join(' ')} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {bonus.title}
        </h3>
        <span className={[styles.badge, STATUS_TONE[bonus.status]].join(' ')}>
          {t(`bonuses.status.${bonus.status}`)}
        </span>
      </div>
      <dl className={styles.terms}>
        <div>
          <dt>{t('bonuses.amount')}</dt>
          <dd>{formatLira(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.expiresAt')}</dt>
          <dd>{formatDateTime(bonus.expiresAt)}</dd>
        </div>
        {bonus.maxBet === null ? null : (
          <div>
            <dt>{t('bonuses.maxBet')}</dt>
            <dd>{formatLira(bonus.maxBet)}</dd>
          </div>
        )}
      </dl>
      {active ? (
        <>
          <WageringProgress done={bonus.wageringDone} required={bonus.wageringRequired} />
          <Button variant="secondary" size="small" onClick={onForfeit} aria-describedby={headingId}>
            {t('bonuses.forfeit')}
          </Button>
        </>
      ) : null}
    </article>
  );
}
