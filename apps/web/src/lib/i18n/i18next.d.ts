import 'i18next';
import type { Resources } from './tr.ts';

// Typed keys: `t('header.login')` is checked against the Turkish texts at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
