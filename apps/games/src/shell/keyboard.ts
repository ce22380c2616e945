/*
 * Space or Enter plays (the main action) when the focus is not on a control that uses those keys
 * itself: typing a stake, pressing a button, following a link, a dialog.
 */

const OWN_KEYS = 'input, textarea, select, button, a[href], [contenteditable], [role="slider"], dialog';

export function isMainActionKey(event: KeyboardEvent): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  if (target instanceof Element && target.closest(OWN_KEYS)) return false;
  return !document.querySelector('dialog[open]');
}

export function bindMainActionKey(action: () => void): void {
  document.addEventListener('keydown', (event) => {
    if (!isMainActionKey(event)) return;
    event.preventDefault();
    action();
  });
}
