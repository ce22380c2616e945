import { addFeatureTexts } from '../../lib/i18n/index.ts';
import { cashierTr } from '../../lib/i18n/cashier.tr.ts';

// The feature's Turkish texts travel with its chunk, not the first page (lib/i18n/index.ts).
addFeatureTexts(cashierTr);
