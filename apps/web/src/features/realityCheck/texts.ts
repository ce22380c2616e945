import { addFeatureTexts } from '../../lib/i18n/index.ts';
import { saferPlayTr } from '../../lib/i18n/saferPlay.tr.ts';

// The overlay's Turkish texts (saferPlay.realityCheck) travel with its chunk, not the first page
// (lib/i18n/index.ts); the safer-play page registers the same texts with its own chunk.
addFeatureTexts(saferPlayTr);
