import { addFeatureTexts } from '../../lib/i18n/index.ts';
import { depositLimitsTr } from '../../lib/i18n/depositLimits.tr.ts';

// The feature's Turkish texts travel with its chunk, not the first page (lib/i18n/index.ts): the
// deposit limits page and its dashboard tile.
addFeatureTexts(depositLimitsTr);
