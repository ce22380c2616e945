import { addFeatureTexts } from '../../lib/i18n/index.ts';
import { casinoTr } from '../../lib/i18n/casino.tr.ts';

// The feature's Turkish texts travel with its chunk, not the first page (lib/i18n/index.ts).
addFeatureTexts(casinoTr);
