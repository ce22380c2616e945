import { MEDIA_MAX_BYTES } from '@lale/contracts';
import { useId, useState } from 'react';
import { useCan } from '../../lib/permissions.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ListPager } from '../../ui/list/ListPager.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { MEDIA_ACCEPT, formatBytes, pictureSrc, useMedia, useUploadPicture } from './casinoApi.ts';
import styles from './Casino.module.css';

/*
 * A game's or a category's picture: an uploaded picture's address (chosen from the content library,
 * content.view; uploaded there first with content.edit), an https address typed in, or none (the
 * catalogue's drawn tile, the site's default category picture).
 */

const PICKER_TAKE = 20;

function UploadPicture({ onUploaded }: { onUploaded: (url: string) => void }) {
  const upload = useUploadPicture();
  return (
    <div className="stack">
      <TextField
        type="file"
        label="Upload a picture"
        accept={MEDIA_ACCEPT}
        hint={`PNG, JPEG, WebP or GIF, up to ${formatBytes(MEDIA_MAX_BYTES)}. It joins the content library.`}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again uploads it again.
          event.target.value = '';
          if (file) upload.mutate(file, { onSuccess: (answer) => onUploaded(answer.data.url) });
        }}
      />
      {upload.isPending && (
        <p role="status" className={styles.faint}>
          Uploading…
        </p>
      )}
      {upload.isError && <ErrorNotice error={upload.error} />}
    </div>
  );
}

function PicturePicker({
  subject,
  current,
  canList,
  canUpload,
  onPick,
  onClose,
}: {
  subject: string;
  current: string | null;
  canList: boolean;
  canUpload: boolean;
  onPick: (url: string) => void;
  onClose: () => void;
}) {
  const [page, setPage] = useState({ skip: 0, take: PICKER_TAKE });
  const media = useMedia(page.skip, page.take, canList);
  const headingId = useId();
  return (
    <Dialog title={`Choose a picture for ${subject}`} onClose={onClose} wide>
      {canUpload && <UploadPicture onUploaded={onPick} />}
      {canList && (
        <section className="stack" aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.sectionTitle}>
            Uploaded pictures
          </h3>
          {media.isPending && <p>Loading…</p>}
          {media.isError && <ErrorNotice error={media.error} />}
          {media.data?.items.length === 0 && (
            <p className={styles.faint}>No picture has been uploaded yet.</p>
          )}
          <ul className={styles.pickerGrid} role="list">
            {media.data?.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.pickerItem}
                  aria-label={`Use ${item.fileName}`}
                  aria-pressed={item.url === current}
                  onClick={() => onPick(item.url)}
                >
                  <img src={pictureSrc(item.url)} alt="" loading="lazy" />
                  <span className={styles.fileName} title={item.fileName}>
                    {item.fileName}
                  </span>
                  {item.url === current && <Badge tone="ok">In use</Badge>}
                </button>
              </li>
            ))}
          </ul>
          {media.data && media.data.total > page.take && (
            <ListPager
              skip={page.skip}
              take={page.take}
              total={media.data.total}
              onChange={(skip, take) => setPage({ skip, take })}
            />
          )}
        </section>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

export function PictureField({
  label,
  subject,
  value,
  onChange,
  fallbackText,
  fallbackSrc,
  error,
}: {
  /** The field's name ("Picture"). */
  label: string;
  /** Whose picture it is ("Sweet Candy Rush"), for the picker's title. */
  subject: string;
  /** The address, or null for the default. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** What shows without a picture ("The catalogue's drawn tile"). */
  fallbackText: string;
  /** The default's own address, when there is one to preview (a game's drawn tile). */
  fallbackSrc?: string;
  error?: string;
}) {
  const can = useCan();
  const canList = can('content.view');
  const canUpload = can('content.edit');
  const [picking, setPicking] = useState(false);
  const shown = value ?? fallbackSrc ?? null;
  return (
    <div className={styles.picture}>
      {shown ? (
        <img className={styles.preview} src={pictureSrc(shown)} alt="" />
      ) : (
        <span className={styles.previewEmpty} aria-hidden="true">
          Default
        </span>
      )}
      <div className="stack">
        <TextField
          label={label}
          value={value ?? ''}
          placeholder="/media/uploads/… or https://…"
          hint={`An uploaded picture's address or an https address. Empty: ${fallbackText.toLowerCase()}.`}
          error={error}
          onChange={(event) => {
            const text = event.target.value.trim();
            onChange(text === '' ? null : text);
          }}
        />
        <div className="row">
          {(canList || canUpload) && (
            <Button small onClick={() => setPicking(true)}>
              Choose a picture…
            </Button>
          )}
          {value !== null && (
            <Button small onClick={() => onChange(null)}>
              Use the default
            </Button>
          )}
        </div>
      </div>
      {picking && (
        <PicturePicker
          subject={subject}
          current={value}
          canList={canList}
          canUpload={canUpload}
          onPick={(url) => {
            onChange(url);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
