import { MEDIA_CONTENT_TYPES, MEDIA_MAX_BYTES, type AdminMedia } from '@lale/contracts';
import { useId, useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ListPager } from '../../ui/list/ListPager.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { doneMessage, formatBytes, pictureSrc, useMedia, useUpload } from './contentApi.ts';
import styles from './Content.module.css';

/*
 * The picture library (issue #27): uploads are PNG, JPEG, WebP or GIF up to 2 MB, sent as base64 and
 * stored by the API under `/media/uploads/<sha256>.<ext>`, the address content fields take. The
 * Pictures tab lists them; the editors' "Choose picture…" opens the same library as a picker.
 */

const ACCEPT = MEDIA_CONTENT_TYPES.join(',');
const UPLOAD_HINT = `PNG, JPEG, WebP or GIF, up to ${formatBytes(MEDIA_MAX_BYTES)}. SVG is not accepted.`;

/** The "Upload picture" file input: the chosen file is checked, read and sent at once. */
export function UploadPicture({ onUploaded }: { onUploaded: (media: AdminMedia, message: string) => void }) {
  const upload = useUpload();
  return (
    <div className={styles.upload}>
      <TextField
        type="file"
        label="Upload picture"
        accept={ACCEPT}
        hint={UPLOAD_HINT}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again uploads it again.
          event.target.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (answer) => onUploaded(answer.data, doneMessage(answer, 'Picture uploaded.')),
          });
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

const PICKER_TAKE = 20;

/** The library as a choice: a picture of it, or a new upload, becomes the field's address. */
export function PicturePicker({
  label,
  current,
  onPick,
  onClose,
}: {
  /** The field it fills ("Card picture"). */
  label: string;
  current: string;
  onPick: (url: string) => void;
  onClose: () => void;
}) {
  const [page, setPage] = useState({ skip: 0, take: PICKER_TAKE });
  const media = useMedia(page.skip, page.take);
  const headingId = useId();
  return (
    <Dialog title={`Choose picture: ${label}`} onClose={onClose} wide>
      <UploadPicture onUploaded={(uploaded) => onPick(uploaded.url)} />
      <section className="stack" aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.sectionTitle}>
          Uploaded pictures
        </h3>
        {media.isPending && <p>Loading…</p>}
        {media.isError && <ErrorNotice error={media.error} />}
        {media.data && media.data.items.length === 0 && <p className={styles.faint}>No picture yet.</p>}
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
                <img src={pictureSrc(item.url)} alt={item.fileName} loading="lazy" />
                <span className={styles.fileName}>{item.fileName}</span>
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
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

function CopyAddress({ url, fileName }: { url: string; fileName: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className={styles.copy}>
      <Button
        small
        aria-label={`Copy address of ${fileName}`}
        onClick={() => {
          if (!navigator.clipboard) {
            setState('failed');
            return;
          }
          navigator.clipboard.writeText(url).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
      >
        Copy address
      </Button>
      <span role="status" className={styles.faint}>
        {state === 'copied' ? 'Copied.' : state === 'failed' ? 'Copy it from the address line.' : ''}
      </span>
    </span>
  );
}

/** The Pictures tab: every upload, newest first, and (content.edit) the upload. */
export function PicturesTab({ editable }: { editable: boolean }) {
  const [page, setPage] = useState({ skip: 0, take: 20 });
  const [uploaded, setUploaded] = useState<string | null>(null);
  const media = useMedia(page.skip, page.take);
  return (
    <div className="stack">
      <p className={styles.note}>
        Pictures for sliders, promotions, popups and pages, newest first. A content field takes a picture by
        its address (/media/uploads/…).
      </p>
      {editable && (
        <div className={styles.toolbar}>
          <UploadPicture
            onUploaded={(item, message) => {
              setUploaded(`${message} ${item.fileName} is at ${item.url}`);
              setPage((current) => ({ ...current, skip: 0 }));
            }}
          />
        </div>
      )}
      {uploaded && <Notice tone="ok">{uploaded}</Notice>}
      {media.isPending && <p>Loading…</p>}
      {media.isError && <ErrorNotice error={media.error} />}
      {media.data && media.data.items.length === 0 && (
        <p className={styles.faint}>No picture uploaded yet.</p>
      )}
      <ul className={styles.gallery} role="list" aria-label="Uploaded pictures">
        {media.data?.items.map((item) => (
          <li key={item.id} className={styles.card}>
            <div className={styles.cardThumb}>
              <img src={pictureSrc(item.url)} alt={item.fileName} loading="lazy" />
            </div>
            <div className={styles.cardBody}>
              <span className={styles.fileName} title={item.fileName}>
                {item.fileName}
              </span>
              <span className={styles.faint}>
                {formatBytes(item.bytes)} · {item.contentType.replace('image/', '').toUpperCase()}
              </span>
              <span className={styles.faint}>
                {item.uploadedBy} · {formatDateTime(item.createdAt)}
              </span>
              <code className={styles.address}>{item.url}</code>
              <CopyAddress url={item.url} fileName={item.fileName} />
            </div>
          </li>
        ))}
      </ul>
      {media.data && media.data.total > 0 && (
        <ListPager
          skip={page.skip}
          take={page.take}
          total={media.data.total}
          onChange={(skip, take) => setPage({ skip, take })}
        />
      )}
    </div>
  );
}
