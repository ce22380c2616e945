import { addFeatureTexts } from '../../lib/i18n/index.ts';
import { bonusesTr } from '../../lib/i18n/bonuses.tr.ts';
import { cashierTr } from '../../lib/i18n/cashier.tr.ts';

// The feature's Turkish texts travel with its chunk, not the first page (lib/i18n/index.ts); the
// bonuses page also says the cashier's "no data".
addFeatureTexts(bonusesTr);
addFeatureTexts(cashierTr);
