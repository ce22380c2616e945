import { addFeatureTexts } from '../../lib/i18n/index.ts';
import { depositLimitsTr } from '../../lib/i18n/depositLimits.tr.ts';
import { kycTr } from '../../lib/i18n/kyc.tr.ts';
import { playLimitsTr } from '../../lib/i18n/playLimits.tr.ts';
import { saferPlayTr } from '../../lib/i18n/saferPlay.tr.ts';

// The feature's Turkish texts travel with its chunk, not the first page (lib/i18n/index.ts): the
// deposit, loss and wager limits', safer-play and identity verification pages, their dashboard tiles
// and the limits step after sign-up.
addFeatureTexts(depositLimitsTr);
addFeatureTexts(saferPlayTr);
addFeatureTexts(playLimitsTr);
addFeatureTexts(kycTr);
