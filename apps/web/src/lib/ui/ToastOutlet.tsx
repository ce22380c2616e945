import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_VISIBLE_LIMIT } from '@lale/contracts';

/**
 * The single toast outlet with the spec §9 settings: top-center, 5 at most, 4 s. The 4 s run on when the
 * window loses focus: a click into a game's frame does that, and a paused toast then sat over the header
 * (its bonus button included) for as long as the player played.
 */
export function ToastOutlet() {
  return (
    <ToastContainer
      position="top-center"
      limit={TOAST_VISIBLE_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme="dark"
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
