import { addFeatureTexts } from './index.ts';
import { contentPagesTr } from './contentPages.tr.ts';

// The promotions and content pages' and the call-request form's Turkish texts travel with their
// chunks, not the first page (index.ts): every file that shows them imports this.
addFeatureTexts(contentPagesTr);
