import { i18n } from './i18n/index.ts';
import { notify } from './notify.ts';

/**
 * Opens the live-chat widget. The widget script arrives with its own issue (spec §4: loaded when the
 * site settings name it); until then the buttons say so instead of doing nothing.
 */
export function openLiveChat(): void {
  notify.info(i18n.t('common.liveChatSoon'));
}
