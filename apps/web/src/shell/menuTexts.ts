import { addFeatureTexts } from '../lib/i18n/index.ts';
import { shellMenuTr } from '../lib/i18n/shellMenu.tr.ts';

// The side menu's and the search's Turkish texts travel with their chunks, not the first page
// (lib/i18n/index.ts): every file that shows them imports this.
addFeatureTexts(shellMenuTr);
