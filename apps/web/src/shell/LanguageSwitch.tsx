import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@lale/contracts';
import { loadTexts, showLanguage } from '../lib/i18n/index.ts';
import { isLocale, storeLanguageAndReload } from '../lib/i18n/language.ts';
import styles from './LanguageSwitch.module.css';

/**
 * Language picker (spec §4): a native select, so it is keyboard and screen-reader friendly as is.
 * The choice shows at once, is stored, and the page reloads so server content follows the language.
 * `placeholder` heads the list as a disabled prompt (the side menu's 'Select Language', spec §2).
 */
export function LanguageSwitch({ className, placeholder }: { className?: string; placeholder?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const locale = event.target.value;
    if (!isLocale(locale)) return;
    void showLanguage(locale);
    storeLanguageAndReload(locale);
  }

  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <select
        id={id}
        className={styles.select}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={onChange}
        // The other language's texts are a chunk of their own: fetched as the list opens, so a choice shows at once.
        onFocus={() => LOCALES.forEach((locale) => void loadTexts(locale))}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
      <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m7 10 5 5 5-5" />
      </svg>
    </div>
  );
}
