import type { Promotion } from '@lale/contracts';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import prose from '../../lib/ui/Prose.module.css';
import styles from './PromotionDialog.module.css';

/** Detail picture size (2:1); the seeded artwork is drawn at this size. */
const DETAIL_IMAGE = { width: 1040, height: 520 } as const;

/** Promotion detail (spec §2): the second image, the title and the HTML description. */
export function PromotionDialog({
  promotion,
  onClose,
}: {
  promotion: Promotion | null;
  onClose: () => void;
}) {
  if (!promotion) return null;
  const image = promotion.images[1] ?? promotion.images[0];
  return (
    <DialogShell open onClose={onClose} variant="medium" title={promotion.title} className={styles.window}>
      {image ? (
        <img
          className={styles.image}
          src={image}
          alt=""
          width={DETAIL_IMAGE.width}
          height={DETAIL_IMAGE.height}
          decoding="async"
          onError={(event) => (event.currentTarget.hidden = true)}
        />
      ) : null}
      <div
        className={prose.prose}
        // The description is operator HTML that the API sanitises when it is saved (allowed tags only,
        // no scripts, handlers or styles), so it is rendered as it arrives.
        dangerouslySetInnerHTML={{ __html: promotion.description }}
      />
    </DialogShell>
  );
}
