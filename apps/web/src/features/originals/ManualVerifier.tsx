import type { bingo } from '@lale/originals';
import { describeOutcome, recomputeRound, sha256Hex, slotTheme } from '@lale/originals/verify';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { formatLira } from '../../lib/money.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { CheckboxField, SelectField, TextField } from '../../lib/ui/form/fields.tsx';
import { fetchSeeds, SEEDS_QUERY_KEY } from './api.ts';
import { dealtCard, isCardPlace, linkedCardFromQuery, TOMBALA_CODE, type LinkedCard } from './linkedCard.ts';
import styles from './ProvablyFair.module.css';
import { useOriginalsText } from './texts.ts';

/*
 * The calculator: any round from its seeds and choices, recomputed in the browser, with the server
 * seed's SHA-256 to compare with the hash shown before play. Plain react-hook-form rules (the site
 * takes its zod only through the contracts, which have no schema for these per-game inputs).
 */

const GAMES = [
  'lale-dice',
  'lale-mines',
  'lale-plinko',
  'lale-roulette',
  'lale-bahcesi',
  'neon-meyveler',
  'sultanin-hazinesi',
  TOMBALA_CODE,
] as const;
type GameCode = (typeof GAMES)[number];
const PLINKO_ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16];
const RISKS = ['low', 'medium', 'high'] as const;

type Values = {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  game: GameCode;
  target: string;
  direction: 'over' | 'under';
  mines: string;
  rows: string;
  risk: (typeof RISKS)[number];
  bet: string;
  buyBonus: boolean;
  /** Lale Tombala: the card's place in its purchase (1–6). */
  card: string;
};

const SEED = /^[A-Za-z0-9_-]{1,64}$/;
const WHOLE = /^\d{1,9}$/;
const TARGET = /^\d{1,2}([.,]\d{1,2})?$/;

/** '50', '50.5', '50,05' → hundredths (5000, 5050, 5005). */
function hundredths(text: string): number {
  const [whole = '0', fraction = ''] = text.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The round's choices as the API stores them, from the form. */
function choicesOf(values: Values): unknown {
  switch (values.game) {
    case 'lale-dice':
      return { target: hundredths(values.target), direction: values.direction };
    case 'lale-mines':
      return { mines: Number(values.mines) };
    case 'lale-plinko':
      return { rows: Number(values.rows), risk: values.risk };
    case 'lale-roulette':
      // The number does not depend on the slip; any valid bet lets the spin run.
      return { bets: [{ kind: 'red', amountMinor: 100 }] };
    default:
      return { bet: Number(values.bet), buyBonus: values.buyBonus };
  }
}

type Result = { hash: string; text: string; ok: boolean; card?: bingo.BingoCard };

const DEFAULTS: Values = {
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  game: 'lale-dice',
  target: '50',
  direction: 'over',
  mines: '3',
  rows: '16',
  risk: 'medium',
  bet: '100',
  buyBonus: false,
  card: '1',
};

const fromLink = (linked: LinkedCard | null): Values =>
  linked
    ? {
        ...DEFAULTS,
        game: TOMBALA_CODE,
        clientSeed: linked.clientSeed,
        nonce: linked.nonce,
        card: linked.card,
      }
    : DEFAULTS;

export function ManualVerifier() {
  const { t, locale } = useOriginalsText();
  const [params] = useSearchParams();
  // Read once: a tombala card's link fills the form; later edits are the person's own.
  const [linked] = useState(() => linkedCardFromQuery(params));
  const { register, handleSubmit, control, formState, getValues, setValue } = useForm<Values>({
    defaultValues: fromLink(linked),
  });
  const { errors } = formState;
  const game = useWatch({ control, name: 'game' });
  const [result, setResult] = useState<Result | null>(null);
  const theme = slotTheme(game);
  const section = useRef<HTMLElement>(null);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  // The linked card's server seed, when the player has revealed its pair (the seeds panel's query).
  const seeds = useQuery({
    queryKey: SEEDS_QUERY_KEY,
    queryFn: ({ signal }) => fetchSeeds(signal),
    enabled: isLoggedIn && linked !== null,
  });
  const linkedPair = linked
    ? seeds.data?.revealed.find((pair) => pair.serverSeedHash === linked.hash)
    : undefined;
  const linkedPairActive = linked !== null && seeds.data?.active.serverSeedHash === linked.hash;

  const onSubmit = handleSubmit((values) => {
    const seeds = {
      serverSeed: values.serverSeed,
      clientSeed: values.clientSeed,
      nonce: Number(values.nonce),
    };
    if (values.game === TOMBALA_CODE) {
      const place = Number(values.card);
      const card = dealtCard(seeds, place);
      const numbers = card.flatMap((row) => row.filter((n) => n !== null)).join(' · ');
      setResult({
        hash: sha256Hex(values.serverSeed),
        ok: true,
        card,
        text: t('manual.tombalaCard', { place, numbers }),
      });
      return;
    }
    const choices = choicesOf(values);
    const again = recomputeRound(values.game, seeds, choices);
    setResult({
      hash: sha256Hex(values.serverSeed),
      ok: again.status === 'ok',
      text:
        again.status === 'ok'
          ? describeOutcome(values.game, again.outcome, locale, choices)
          : t('manual.invalidChoices'),
    });
  });

  // Arriving by a card's link: the calculator is what the person came for; with the pair revealed, the
  // card is dealt again at once.
  useEffect(() => {
    if (linked) section.current?.scrollIntoView?.({ block: 'start' });
  }, [linked]);
  // Once: a seed the person clears or changes afterwards stays theirs.
  const filledFromPair = useRef(false);
  useEffect(() => {
    if (!linkedPair || filledFromPair.current || getValues('serverSeed') !== '') return;
    filledFromPair.current = true;
    setValue('serverSeed', linkedPair.serverSeed);
    void onSubmit();
  }, [linkedPair, getValues, setValue, onSubmit]);

  const required = t('manual.required');
  return (
    <section ref={section} id="verifier" className={styles.card} aria-labelledby="fair-verifier-title">
      <h2 id="fair-verifier-title" className={styles.cardTitle}>
        {t('manual.title')}
      </h2>
      <p className={styles.muted}>{t('manual.intro')}</p>
      {linked && !linkedPair ? (
        <p className={`${styles.muted} ${styles.why}`}>
          {t(linkedPairActive ? 'manual.linkedActive' : 'manual.linkedHidden')}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.verifierForm}>
        <TextField
          label={t('manual.serverSeed')}
          className={styles.full}
          autoComplete="off"
          spellCheck={false}
          error={errors.serverSeed?.message}
          {...register('serverSeed', { required })}
        />
        <TextField
          label={t('manual.clientSeed')}
          autoComplete="off"
          spellCheck={false}
          error={errors.clientSeed?.message}
          {...register('clientSeed', {
            required,
            pattern: { value: SEED, message: t('manual.seedFormat') },
          })}
        />
        <TextField
          label={t('manual.nonce')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.nonce?.message}
          {...register('nonce', {
            required,
            pattern: { value: WHOLE, message: t('manual.nonceFormat') },
          })}
        />
        <SelectField
          label={t('manual.game')}
          className={styles.full}
          placeholder={t('manual.game')}
          options={GAMES.map((code) => ({ value: code, label: t(`games.${code}`) }))}
          {...register('game', { onChange: () => setResult(null) })}
        />
        {game === 'lale-dice' ? (
          <>
            <TextField
              label={t('manual.target')}
              inputMode="decimal"
              autoComplete="off"
              error={errors.target?.message}
              {...register('target', {
                required,
                pattern: { value: TARGET, message: t('manual.targetFormat') },
              })}
            />
            <SelectField
              label={t('manual.direction')}
              placeholder={t('manual.direction')}
              options={[
                { value: 'over', label: t('manual.over') },
                { value: 'under', label: t('manual.under') },
              ]}
              {...register('direction')}
            />
          </>
        ) : null}
        {game === 'lale-mines' ? (
          <TextField
            label={t('manual.mines')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.mines?.message}
            {...register('mines', {
              required,
              validate: (value) =>
                (WHOLE.test(value) && Number(value) >= 1 && Number(value) <= 24) || t('manual.minesFormat'),
            })}
          />
        ) : null}
        {game === 'lale-plinko' ? (
          <>
            <SelectField
              label={t('manual.rows')}
              placeholder={t('manual.rows')}
              options={PLINKO_ROWS.map((rows) => ({ value: String(rows), label: String(rows) }))}
              {...register('rows')}
            />
            <SelectField
              label={t('manual.risk')}
              placeholder={t('manual.risk')}
              options={RISKS.map((risk) => ({ value: risk, label: t(`manual.risk_${risk}`) }))}
              {...register('risk')}
            />
          </>
        ) : null}
        {game === 'lale-roulette' ? (
          <p className={`${styles.muted} ${styles.full}`}>{t('manual.rouletteNote')}</p>
        ) : null}
        {game === TOMBALA_CODE ? (
          <TextField
            label={t('manual.card')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.card?.message}
            {...register('card', {
              required,
              validate: (value) => isCardPlace(value) || t('manual.cardFormat'),
            })}
          />
        ) : null}
        {theme ? (
          <>
            <SelectField
              label={t('manual.bet')}
              placeholder={t('manual.bet')}
              options={theme.betLevelsMinor.map((level) => ({
                value: String(level),
                label: formatLira(Number(level) / 100),
              }))}
              {...register('bet')}
            />
            <div className={styles.checkboxCell}>
              <CheckboxField label={t('manual.buyBonus')} {...register('buyBonus')} />
            </div>
          </>
        ) : null}
        <div className={styles.full}>
          <Button type="submit">{t('manual.calculate')}</Button>
        </div>
      </form>
      <div role="status" className={styles.manualResult}>
        {result ? (
          <dl className={styles.pair}>
            <div className={styles.pairWide}>
              <dt>{t('manual.hash')}</dt>
              <dd className={styles.hex}>{result.hash}</dd>
            </div>
            <div className={styles.pairWide}>
              <dt>{t('manual.result')}</dt>
              <dd className={result.ok ? styles.outcome : styles.problem}>{result.text}</dd>
            </div>
            {result.card ? (
              <div className={styles.pairWide}>
                <dt className="visually-hidden">{t('manual.tombalaGrid')}</dt>
                <dd>
                  <TombalaCard card={result.card} label={t('manual.tombalaGrid')} />
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
      {result ? <p className={styles.muted}>{t('manual.hashCompare')}</p> : null}
    </section>
  );
}

/** A dealt card as the tombala page draws it: 3 rows × 9 columns, blanks shaded. */
function TombalaCard({ card, label }: { card: bingo.BingoCard; label: string }) {
  return (
    <table className={styles.tombalaCard} aria-label={label}>
      <tbody>
        {card.map((row, r) => (
          <tr key={r}>
            {row.map((n, c) =>
              n === null ? (
                <td key={c} className={styles.tombalaBlank} aria-hidden="true" />
              ) : (
                <td key={c}>{n}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
