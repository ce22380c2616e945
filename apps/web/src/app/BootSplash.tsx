import { useTranslation } from 'react-i18next';

/**
 * The same splash index.html shows before any script runs (styles in lib/ui/global.css), so the
 * hand-over from static HTML to React does not flicker.
 */
export function BootSplash() {
  const { t } = useTranslation();
  return (
    <div className="boot-splash" role="status">
      <img src="/media/logo.svg" width="160" height="40" alt={t('common.appName')} />
      <span className="boot-splash__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
