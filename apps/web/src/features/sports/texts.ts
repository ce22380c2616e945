import { addFeatureTexts } from '../../lib/i18n/index.ts';
import { shellMenuTr } from '../../lib/i18n/shellMenu.tr.ts';
import { sportsTr } from '../../lib/i18n/sports.tr.ts';

// The feature's Turkish texts travel with its chunk, not the first page (lib/i18n/index.ts).
addFeatureTexts(sportsTr);
addFeatureTexts(shellMenuTr); // the provider list's "High Rate" badge
