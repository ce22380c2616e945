import { lineCount, slipPayout } from '@lale/contracts';
import { useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { formatLira } from '../../lib/money.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { marketTitle, outcomeLabel } from './markets.ts';
import { LockIcon } from './OddsButton.tsx';
import { planSlip, type SlipPlan } from './slipPlan.ts';
import { parseStake } from './slipMath.ts';
import {
  kindsFor,
  ODDS_POLICIES,
  useSlip,
  type OddsPolicy,
  type SlipKind,
  type SlipSelection,
} from './slipStore.ts';
import { useLatestQuotes } from './source.ts';
import { usePlaceSlip } from './usePlaceSlip.ts';
import styles from './BetSlip.module.css';
import { Tooltip } from '../../lib/ui/tooltip/Tooltip.tsx';

const KINDS: SlipKind[] = ['single', 'multi', 'system'];
const QUICK_STAKES = [10, 50, 100, 500];
const lira = (minor: bigint) => formatLira(Number(minor) / 100);

/**
 * The bet slip: the picks (changed prices and suspended markets marked against the latest data), the
 * bet type tabs (Tekli, Kombine, Sistem), stakes, totals, the odds-change policy and 'Bahis Yap'.
 * `heading` lets the bottom sheet make the title its dialog title.
 */
export function BetSlip({ heading }: { heading?: (text: string) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useSlip(
    useShallow((s) => ({
      selections: s.selections,
      chosenKind: s.chosenKind,
      singleStakes: s.singleStakes,
      stake: s.stake,
      systemSize: s.systemSize,
      oddsPolicy: s.oddsPolicy,
    })),
  );
  const actions = useSlip(
    useShallow((s) => ({
      clear: s.clear,
      setKind: s.setKind,
      setStake: s.setStake,
      setSystemSize: s.setSystemSize,
      setOddsPolicy: s.setOddsPolicy,
      acceptOdds: s.acceptOdds,
    })),
  );
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const quotes = useLatestQuotes();
  const plan = planSlip(input, quotes);
  const { place, pending } = usePlaceSlip();
  const count = input.selections.length;
  const kinds = kindsFor(count);
  const title = t('sports.slip.title');
  const changed = plan.picks.filter((p) => p.pick.state === 'changed');

  const acceptChanges = () =>
    actions.acceptOdds(
      new Map(changed.map((p) => [p.key, p.pick.state === 'changed' ? p.pick.latest : p.selection.odds])),
    );

  return (
    <section className={styles.slip} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {heading ? heading(title) : title}
          {count > 0 ? <span className={styles.count}>{count}</span> : null}
        </h2>
        {count > 0 ? (
          <button type="button" className={styles.clear} onClick={actions.clear}>
            {t('sports.slip.clear')}
          </button>
        ) : null}
      </div>

      {count === 0 ? (
        <p className={styles.empty}>{t('sports.slip.empty')}</p>
      ) : (
        <>
          <div className={styles.kinds} role="group" aria-label={t('sports.slip.kinds')}>
            {KINDS.map((kind) => {
              const allowed = kinds.includes(kind);
              // aria-disabled, not disabled: a disabled button gets neither hover nor focus, and the
              // tooltip saying what the kind needs is meant for exactly that moment.
              return (
                <Tooltip
                  key={kind}
                  content={
                    allowed
                      ? null
                      : kind === 'multi'
                        ? t('sports.slip.needsMulti')
                        : t('sports.slip.needsSystem')
                  }
                >
                  <button
                    type="button"
                    className={styles.kind}
                    aria-pressed={plan.kind === kind}
                    aria-disabled={!allowed || undefined}
                    onClick={() => {
                      if (allowed) actions.setKind(kind);
                    }}
                  >
                    {t(`sports.slip.${kind}`)}
                  </button>
                </Tooltip>
              );
            })}
          </div>

          <ul className={styles.picks}>
            {plan.picks.map(({ selection, key, pick }) => (
              <Pick
                key={key}
                selection={selection}
                pickKey={key}
                pick={pick}
                single={plan.kind === 'single'}
              />
            ))}
          </ul>

          {changed.length > 0 ? (
            <Button variant="secondary" size="small" className={styles.accept} onClick={acceptChanges}>
              {t('sports.slip.acceptChanges')}
            </Button>
          ) : null}

          {plan.kind === 'single' ? null : (
            <div className={styles.stakeBox}>
              {plan.kind === 'system' ? (
                <label className={styles.field}>
                  <span>{t('sports.slip.systemSize')}</span>
                  <select
                    value={plan.systemSize}
                    onChange={(event) => actions.setSystemSize(Number(event.target.value))}
                  >
                    {Array.from({ length: count - 2 }, (_, i) => i + 2).map((k) => (
                      <option key={k} value={k}>
                        {t('sports.slip.systemOption', { k, n: count, lines: lineCount(count, k) })}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <StakeInput
                id={`${id}-stake`}
                label={t('sports.slip.stake')}
                value={input.stake}
                onChange={actions.setStake}
              />
              <div className={styles.quick}>
                {QUICK_STAKES.map((amount) => (
                  <button
                    key={amount}
                    type="button"
                    className={styles.quickStake}
                    onClick={() => actions.setStake(addStake(input.stake, amount))}
                  >
                    +{amount}
                  </button>
                ))}
              </div>
            </div>
          )}

          <Summary plan={plan} />

          <label className={styles.field}>
            <span>{t('sports.slip.oddsPolicy')}</span>
            <select
              value={input.oddsPolicy}
              onChange={(event) => actions.setOddsPolicy(Number(event.target.value) as OddsPolicy)}
            >
              {ODDS_POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {t(`sports.slip.policy_${policy}`)}
                </option>
              ))}
            </select>
          </label>

          <p className={styles.block} aria-live="polite">
            {blockText(t, plan)}
          </p>

          <Button
            variant="primary"
            size="large"
            className={styles.place}
            disabled={pending || (isLoggedIn && plan.block !== null)}
            aria-busy={pending || undefined}
            onClick={() => void place(plan)}
          >
            {pending ? <Spinner inline /> : null}
            {pending ? t('sports.slip.placing') : t('sports.slip.place')}
          </Button>
          {!isLoggedIn ? <p className={styles.hint}>{t('sports.slip.loginToBet')}</p> : null}
        </>
      )}
      {isLoggedIn ? (
        <Link to="/dashboard/sports-bets" className={styles.myBets}>
          {t('sports.slip.myBets')}
        </Link>
      ) : null}
    </section>
  );
}

function blockText(t: TFunction, plan: SlipPlan): string {
  switch (plan.block) {
    case 'invalidStake':
      return t('sports.slip.invalidStake');
    case 'splitStake':
      return t('sports.slip.splitStake', { lines: plan.lines });
    case 'suspended':
      return t('sports.slip.removeSuspended');
    case 'oddsChanged':
      return t('sports.slip.acceptChanges');
    default:
      return '';
  }
}

/** The typed stake plus a quick amount ('12,5' + 10 → '22,50'). */
function addStake(current: string, amount: number): string {
  const minor = (parseStake(current) ?? 0n) + BigInt(amount) * 100n;
  const whole = minor / 100n;
  const cents = minor % 100n;
  return cents === 0n ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
}

function StakeInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.stake}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function Pick({
  selection,
  pickKey,
  pick,
  single,
}: {
  selection: SlipSelection;
  pickKey: string;
  pick: ReturnType<typeof planSlip>['picks'][number]['pick'];
  single: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const remove = useSlip((s) => s.remove);
  const stake = useSlip((s) => s.singleStakes[pickKey] ?? '');
  const setSingleStake = useSlip((s) => s.setSingleStake);
  const market = marketTitle(t, selection.marketKey, selection.specifiers);
  const outcome = outcomeLabel(t, selection.outcomeId);
  const name = `${selection.home} – ${selection.away} – ${market} ${outcome}`;
  const stakeMinor = parseStake(stake);
  const payout = stakeMinor === null ? null : slipPayout(stakeMinor, [selection.odds], null);

  return (
    <li className={styles.pick} data-state={pick.state}>
      <div className={styles.pickTop}>
        <span className={styles.outcome}>
          {pick.state === 'suspended' ? <LockIcon /> : null}
          {market}: <strong>{outcome}</strong>
        </span>
        <span
          className={styles.pickOdds}
          data-direction={pick.state === 'changed' ? pick.direction : undefined}
        >
          {pick.state === 'changed' ? (
            <>
              <s>{selection.odds}</s> {pick.latest}
            </>
          ) : (
            selection.odds
          )}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('sports.slip.remove', { name })}
          onClick={() => remove(pickKey)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.event}>
        {selection.home} – {selection.away}
        {selection.live ? <span className={styles.liveDot}>{t('sports.live')}</span> : null}
      </div>
      {pick.state === 'suspended' ? <p className={styles.warn}>{t('sports.slip.suspended')}</p> : null}
      {pick.state === 'changed' ? (
        <p className={styles.changedNote}>
          {t('sports.slip.changed', { from: selection.odds, to: pick.latest })}
        </p>
      ) : null}
      {single ? (
        <div className={styles.singleStake}>
          <StakeInput
            id={`${id}-stake`}
            label={t('sports.slip.stakeFor', { name: `${selection.home} – ${selection.away}: ${outcome}` })}
            value={stake}
            onChange={(value) => setSingleStake(pickKey, value)}
          />
          {payout !== null ? (
            <span className={styles.singlePayout}>
              {t('sports.slip.payout')}: <strong>{lira(payout)}</strong>
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function Summary({ plan }: { plan: SlipPlan }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.summary}>
      {plan.kind === 'multi' ? (
        <div>
          <dt>{t('sports.slip.totalOdds')}</dt>
          <dd data-testid="slip-total-odds">{plan.totalOdds ?? '—'}</dd>
        </div>
      ) : null}
      {plan.kind === 'system' ? (
        <div>
          <dt>{t('sports.slip.systemSize')}</dt>
          <dd>
            {t('sports.slip.systemOption', { k: plan.systemSize, n: plan.picks.length, lines: plan.lines })}
            {plan.totalStakeMinor > 0n ? (
              <small className={styles.perLine}>
                {t('sports.slip.stakePerLine', { amount: lira(plan.totalStakeMinor / BigInt(plan.lines)) })}
              </small>
            ) : null}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('sports.slip.totalStake')}</dt>
        <dd>{lira(plan.totalStakeMinor)}</dd>
      </div>
      <div className={styles.payout}>
        <dt>{t('sports.slip.payout')}</dt>
        <dd data-testid="slip-payout">{lira(plan.payoutMinor)}</dd>
      </div>
    </dl>
  );
}
