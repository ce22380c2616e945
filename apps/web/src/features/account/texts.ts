import { addFeatureTexts } from '../../lib/i18n/index.ts';
import { depositLimitsTr } from '../../lib/i18n/depositLimits.tr.ts';
import { saferPlayTr } from '../../lib/i18n/saferPlay.tr.ts';

// The feature's Turkish texts travel with its chunk, not the first page (lib/i18n/index.ts): the
// deposit limits and safer-play pages and their dashboard tiles.
addFeatureTexts(depositLimitsTr);
addFeatureTexts(saferPlayTr);
