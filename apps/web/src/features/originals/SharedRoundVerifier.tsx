import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '../../lib/ui/Button.tsx';
import { SelectField, TextField } from '../../lib/ui/form/fields.tsx';
import { Marked } from './Marked.tsx';
import { Verdict } from './Verdict.tsx';
import styles from './ProvablyFair.module.css';
import {
  bingoRoomOf,
  checkSharedRound,
  formatCrashPoint,
  isHash,
  isRoundNumber,
  saltOf,
  SHARED_GAMES,
  SHARED_SECTION,
  sharedRoundFromQuery,
  type SharedCheck,
  type SharedGame,
} from './sharedRounds.ts';
import { useOriginalsText, type OriginalsT } from './texts.ts';

/*
 * The shared rounds' calculator: a crash, keno or bingo round from its revealed chain link, checked
 * against the chain's commitment and recomputed in the browser. A link with the round in its query
 * (sharedRoundLink) fills the form and verifies at once. There is no public call listing past rounds
 * (the games' state calls need a game session), so the numbers come from the game's history or a link.
 */

type Values = { game: SharedGame; round: string; hash: string; commitment: string };
type Result = { values: Values; check: SharedCheck };

function gameLabel(game: SharedGame, t: OriginalsT): string {
  const room = bingoRoomOf(game);
  if (room) return t('shared.games.bingo', { room: room.name });
  return game === 'crash' ? t('shared.games.crash') : t('shared.games.keno');
}

const verifyValues = (values: Values): Result => ({
  values,
  check: checkSharedRound({ ...values, round: Number(values.round) }),
});

export function SharedRoundVerifier() {
  const { t } = useOriginalsText();
  const [params] = useSearchParams();
  // Read once: the link's round fills the form; later edits are the person's own.
  const [linked] = useState(() => sharedRoundFromQuery(params));
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: linked ?? { game: 'crash', round: '', hash: '', commitment: '' },
  });
  const { errors } = formState;
  const complete = linked !== null && linked.hash !== '' && linked.round !== '' && linked.commitment !== '';
  const [result, setResult] = useState<Result | null>(() => (complete ? verifyValues(linked) : null));
  const section = useRef<HTMLElement>(null);

  // Arriving by a round's link: the verdict is what the person came for.
  useEffect(() => {
    if (linked) section.current?.scrollIntoView?.({ block: 'start' });
  }, [linked]);

  const onSubmit = handleSubmit((values) => setResult(verifyValues(values)));
  const required = t('shared.required');
  const hashRule = { required, validate: (value: string) => isHash(value) || t('shared.hashFormat') };

  return (
    <section ref={section} id={SHARED_SECTION} className={styles.card} aria-labelledby="fair-shared-title">
      <h2 id="fair-shared-title" className={styles.cardTitle}>
        {t('shared.title')}
      </h2>
      <p className={styles.muted}>{t('shared.intro')}</p>
      <p className={`${styles.muted} ${styles.why}`}>
        <Marked text={t('shared.why')} />
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.verifierForm}>
        <SelectField
          label={t('shared.game')}
          placeholder={t('shared.game')}
          options={SHARED_GAMES.map((game) => ({ value: game, label: gameLabel(game, t) }))}
          {...register('game', { onChange: () => setResult(null) })}
        />
        <TextField
          label={t('shared.round')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.round?.message}
          {...register('round', {
            required,
            validate: (value) => isRoundNumber(value) || t('shared.roundFormat'),
          })}
        />
        <TextField
          label={t('shared.hash')}
          className={styles.full}
          autoComplete="off"
          spellCheck={false}
          error={errors.hash?.message}
          {...register('hash', hashRule)}
        />
        <TextField
          label={t('shared.commitment')}
          className={styles.full}
          autoComplete="off"
          spellCheck={false}
          hint={t('shared.where')}
          error={errors.commitment?.message}
          {...register('commitment', hashRule)}
        />
        <div className={styles.full}>
          <Button type="submit">{t('shared.verify')}</Button>
        </div>
      </form>
      <div role="status" className={styles.manualResult}>
        {result ? <SharedResult result={result} /> : null}
      </div>
    </section>
  );
}

function SharedResult({ result: { values, check } }: { result: Result }) {
  const { t, locale } = useOriginalsText();
  const k = Number(values.round);
  const { outcome } = check;
  return (
    <div className={styles.sharedResult}>
      <dl className={styles.pair}>
        <div className={styles.pairWide}>
          <dt>{t('shared.chain')}</dt>
          <dd>
            <Verdict ok={check.chainMatches}>
              {check.chainMatches ? t('shared.chainMatches', { k }) : t('shared.chainDiffers', { k })}
            </Verdict>
          </dd>
        </div>
        <div className={styles.pairWide}>
          <dt>{t('shared.reached', { k })}</dt>
          <dd className={styles.hex}>{check.reached}</dd>
        </div>
        <div className={styles.pairWide}>
          <dt>
            {outcome.kind === 'crash'
              ? t('shared.crashPoint')
              : values.game === 'keno'
                ? t('shared.kenoBalls')
                : t('shared.bingoCalls')}
          </dt>
          <dd>
            {outcome.kind === 'crash' ? (
              <span className={styles.crashPoint}>{formatCrashPoint(outcome.crashPoint, locale)}</span>
            ) : (
              <ol className={styles.balls}>
                {outcome.balls.map((ball) => (
                  <li key={ball} className={styles.ball}>
                    {ball}
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>
        <Marked text={t('shared.seeds', { salt: saltOf(values.game) })} />
      </p>
      {check.chainMatches ? null : <p className={styles.problem}>{t('shared.notOnChain')}</p>}
    </div>
  );
}
