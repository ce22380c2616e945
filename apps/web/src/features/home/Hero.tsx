import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/ui/Button.tsx';
import styles from './Hero.module.css';

/** Decorative artwork: a tulip inside glowing rings, drawn in SVG so it costs no request. */
function HeroArt() {
  return (
    <svg className={styles.art} viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#ff3d7f" stopOpacity=".45" />
          <stop offset="1" stopColor="#ff3d7f" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-petal" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff6a9b" />
          <stop offset=".55" stopColor="#d81b60" />
          <stop offset="1" stopColor="#8e1aa6" />
        </linearGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#f0a41b" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="200" r="190" fill="url(#hero-glow)" />
      <circle
        cx="200"
        cy="200"
        r="150"
        fill="none"
        stroke="url(#hero-gold)"
        strokeOpacity=".5"
        strokeWidth="1.5"
      />
      <circle cx="200" cy="200" r="118" fill="none" stroke="#ffffff" strokeOpacity=".08" strokeWidth="18" />
      <circle
        cx="200"
        cy="200"
        r="118"
        fill="none"
        stroke="url(#hero-gold)"
        strokeWidth="3"
        strokeDasharray="14 18"
      />
      <path d="M200 318v-78" stroke="#3ecf8e" strokeWidth="9" strokeLinecap="round" />
      <path d="M200 292c-30-2-52-20-62-46 28 2 50 16 62 46z" fill="#2fb57a" />
      <path d="M200 276c26-2 44-17 52-39-24 2-42 14-52 39z" fill="#3ecf8e" />
      <path
        d="M200 244c-44 0-74-32-74-80 0-26 8-48 19-66l25 42 30-58 30 58 25-42c11 18 19 40 19 66 0 48-30 80-74 80z"
        fill="url(#hero-petal)"
      />
      <path
        d="M200 244c-20-14-30-40-30-72 0-12 2-22 5-32l25 44 25-44c3 10 5 20 5 32 0 32-10 58-30 72z"
        fill="url(#hero-gold)"
        opacity=".9"
      />
      <g fill="#ffc247">
        <circle cx="318" cy="96" r="5" />
        <circle cx="88" cy="300" r="4" />
        <circle cx="336" cy="288" r="3" />
        <circle cx="72" cy="118" r="3" />
      </g>
      <g fill="none" stroke="#ffe08a" strokeWidth="2.5" strokeLinecap="round">
        <path d="M292 58v20M282 68h20" />
        <path d="M104 336v14M97 343h14" />
      </g>
    </svg>
  );
}

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <div className={styles.actions}>
          <Link to="/casino/slot" className={buttonClass('primary', 'large')}>
            {t('home.ctaCasino')}
          </Link>
          <Link to="/livespor" className={buttonClass('secondary', 'large')}>
            {t('home.ctaLiveSports')}
          </Link>
        </div>
        <p className={styles.note}>{t('home.responsible')}</p>
      </div>
      <HeroArt />
    </section>
  );
}
