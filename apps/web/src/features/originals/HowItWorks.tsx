import {
  chainStep,
  describeOutcome,
  recomputeRound,
  sha256Hex,
  traceDraw,
  verifyChainRound,
  type Locale,
} from '@lale/originals/verify';
import { Fragment, useMemo } from 'react';
import { Marked } from './Marked.tsx';
import { Verdict } from './Verdict.tsx';
import styles from './ProvablyFair.module.css';
import explanation from './Explanation.module.css';
import { useOriginalsText } from './texts.ts';

/*
 * The scheme of packages/originals/src/fair.ts and chain/chain.ts in words, then a dice round and a
 * short chain computed live by the same code the Verify buttons run.
 */

const SCHEME = [
  'how.serverSeed',
  'how.clientSeed',
  'how.nonce',
  'how.blocks',
  'how.word',
  'how.uniform',
  'how.shuffle',
] as const;
const GAMES = ['how.dice', 'how.mines', 'how.plinko', 'how.roulette', 'how.slots'] as const;
const CHAIN = ['how.chainBuild', 'how.chainCommit', 'how.chainRound', 'how.chainCheck'] as const;

type ExplanationKey = (typeof SCHEME | typeof GAMES | typeof CHAIN)[number];

/** One of the explanation's texts, its inline markup rendered. */
function Text({ k }: { k: ExplanationKey }) {
  const { t } = useOriginalsText();
  return <Marked text={t(k)} />;
}

export function HowItWorks() {
  const { t } = useOriginalsText();
  return (
    <section id="how" className={`${styles.card} ${explanation.prose}`} aria-labelledby="fair-how-title">
      <h2 id="fair-how-title" className={styles.cardTitle}>
        {t('how.title')}
      </h2>
      <ol>
        {SCHEME.map((key) => (
          <li key={key}>
            <Text k={key} />
          </li>
        ))}
      </ol>
      <h3 className={styles.subTitle}>{t('how.gamesTitle')}</h3>
      <ul>
        {GAMES.map((key) => (
          <li key={key}>
            <Text k={key} />
          </li>
        ))}
      </ul>
      <WorkedExample />
      <h3 className={styles.subTitle}>{t('how.rotateTitle')}</h3>
      <p>{t('how.rotate')}</p>
      <h3 className={styles.subTitle}>{t('how.chainTitle')}</h3>
      <p>{t('how.chainIntro')}</p>
      <ul>
        {CHAIN.map((key) => (
          <li key={key}>
            <Text k={key} />
          </li>
        ))}
      </ul>
      <ChainExample />
    </section>
  );
}

const EXAMPLE = {
  serverSeed: 'e1a6d8e4353ddade5f33dd32f04b001f932943bb3a87e3a9a79fea055aaf8009',
  clientSeed: 'lale',
  nonce: 0,
};
const EXAMPLE_BET = { target: 5000, direction: 'over' };
const DICE_OUTCOMES = 10_000;

/** 4294960000 → '4.294.960.000' (tr) or '4,294,960,000' (en), without Intl (see lib/money.ts). */
function grouped(value: number, locale: Locale): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'tr' ? '.' : ',');
}

function WorkedExample() {
  const { t, locale } = useOriginalsText();
  const example = useMemo(() => {
    const trace = traceDraw(EXAMPLE, DICE_OUTCOMES);
    const round = recomputeRound('lale-dice', EXAMPLE, EXAMPLE_BET);
    return { trace, hash: sha256Hex(EXAMPLE.serverSeed), round };
  }, []);
  const { trace, hash, round } = example;
  const taken = trace.words.at(-1)!;
  return (
    <div className={explanation.example}>
      <h3 className={explanation.exampleTitle}>{t('example.title')}</h3>
      <p>{t('example.intro')}</p>
      <dl className={explanation.exampleList}>
        <dt>{t('example.serverSeed')}</dt>
        <dd className={styles.hex}>{EXAMPLE.serverSeed}</dd>
        <dt>{t('example.serverSeedHash')}</dt>
        <dd className={styles.hex}>{hash}</dd>
        <dt>
          {t('example.clientSeed')} · {t('example.nonce')}
        </dt>
        <dd className={styles.hex}>
          {EXAMPLE.clientSeed} · {EXAMPLE.nonce}
        </dd>
        {trace.blocks.map((block, index) => (
          <BlockLines key={block} index={index} block={block} words={trace.words} locale={locale} />
        ))}
        <dt>{t('example.limit', { n: grouped(DICE_OUTCOMES, locale) })}</dt>
        <dd className={styles.number}>{grouped(trace.limit, locale)}</dd>
        <dt>{t('example.value', { word: grouped(taken.word, locale), n: grouped(trace.n, locale) })}</dt>
        <dd className={explanation.figure}>
          <strong>{grouped(trace.value, locale)}</strong>
          {round.status === 'ok'
            ? ` → ${describeOutcome('lale-dice', round.outcome, locale, EXAMPLE_BET)}`
            : null}
        </dd>
      </dl>
    </div>
  );
}

function BlockLines({
  index,
  block,
  words,
  locale,
}: {
  index: number;
  block: string;
  words: ReturnType<typeof traceDraw>['words'];
  locale: Locale;
}) {
  const { t } = useOriginalsText();
  const read = words.filter((word) => word.block === index);
  const used = read.length * 8;
  return (
    <>
      <dt>{t('example.message', { block: index })}</dt>
      <dd className={styles.hex}>{read[0]?.message}</dd>
      <dt>{t('example.block', { block: index })}</dt>
      <dd className={styles.hex}>
        <mark className={explanation.used}>{block.slice(0, used)}</mark>
        {block.slice(used)}
      </dd>
      {read.map((word) => (
        <Fragment key={word.offset}>
          <dt>{t('example.word', { bytes: word.bytesHex.match(/../g)!.join(' ') })}</dt>
          <dd className={explanation.figure}>
            {grouped(word.word, locale)} — {word.accepted ? t('example.accepted') : t('example.skipped')}
          </dd>
        </Fragment>
      ))}
    </>
  );
}

const CHAIN_SEED = 'ee2bb17544cdcbcf673275fe78b4eeac7827feaf2dac9f5159265b8e7568e35c';

function ChainExample() {
  const { t } = useOriginalsText();
  // h3 is the terminal seed; each link below it is the hash of the one after: h(k−1) = SHA-256(h(k)).
  const links = useMemo(() => {
    const hashes = [CHAIN_SEED];
    for (let k = 0; k < 3; k += 1) hashes.unshift(chainStep(hashes[0]!));
    return hashes;
  }, []);
  return (
    <div className={explanation.example}>
      <h3 className={explanation.exampleTitle}>{t('chainExample.title')}</h3>
      <p>{t('chainExample.intro')}</p>
      <dl className={explanation.exampleList}>
        {links.map((hash, k) => (
          <Fragment key={hash}>
            <dt>
              {k === 0 ? t('chainExample.commitment') : t('chainExample.round', { k })} · h<sub>{k}</sub>
            </dt>
            <dd className={styles.hex}>{hash}</dd>
          </Fragment>
        ))}
      </dl>
      <Verdict ok={verifyChainRound(links[3]!, 3, links[0]!)}>{t('chainExample.verified')}</Verdict>
    </div>
  );
}
