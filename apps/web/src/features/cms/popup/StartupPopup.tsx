import type { Popup } from '@lale/contracts';
import { useCallback, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { PopupBanner } from './PopupBanner.tsx';
import { rememberPopup } from './popupMemory.ts';

/**
 * The start-up popup (spec §2, §4): the bootstrap popup, once per distinct content. It is remembered as
 * soon as the visitor has seen it (its picture is on screen), so a reload does not bring it back even
 * if it was never closed. It waits while one of the session dialogs (a login a guarded link opened,
 * for instance) is in front, rather than stacking over it.
 */
export default function StartupPopup({ popup }: { popup: Popup }) {
  const [closed, setClosed] = useState(false);
  const remember = useCallback(() => rememberPopup(popup), [popup]);
  const sessionDialogOpen = useSession((state) => state.activeDialog !== null);
  if (closed || sessionDialogOpen) return null;
  return <PopupBanner popup={popup} onShown={remember} onClose={() => setClosed(true)} />;
}
