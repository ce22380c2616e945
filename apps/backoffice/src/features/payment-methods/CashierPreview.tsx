import { PaymentFieldObjectType, type PaymentField } from '@lale/contracts';
import { formatMoney } from '../../lib/format.ts';
import { toField, type FieldRow } from './methodForm.ts';
import styles from './PaymentMethods.module.css';

/*
 * How the cashier's dialog will draw the method (apps/web features/cashier: fields.ts fieldKind,
 * PaymentInputs.tsx), redrawn as the operator types: options → a dropdown; Bool → a checkbox; a number
 * without a mask → a number input; anything else → text, the mask as its placeholder. Every field is
 * required (spec §5). Labels: the site's text `cashier.fields.<key>` in the player's language — the
 * known keys' English texts below, any other key as it is (add a text under Content › Translations).
 */

/** The site's English labels of the known keys (apps/web lib/i18n/cashier.en.ts `fields`). */
const SITE_LABELS: Record<string, string> = {
  amount: 'Amount',
  Iban: 'IBAN',
  CardNo: 'Card Number',
  CardHolder: 'Card Holder',
  ExpiryDate: 'Expiry Date',
  Cvv: 'CVV',
  FullName: 'Full Name',
  AccountNo: 'Account Number',
  Network: 'Network',
  WalletAddress: 'Wallet Address',
};
const SITE_LABELS_FOLDED = new Map(
  Object.entries(SITE_LABELS).map(([key, label]) => [key.toLowerCase(), label]),
);

export const siteLabel = (key: string) => SITE_LABELS_FOLDED.get(key.trim().toLowerCase()) ?? key.trim();

const NUMERIC: ReadonlySet<number> = new Set([
  PaymentFieldObjectType.Int,
  PaymentFieldObjectType.Long,
  PaymentFieldObjectType.Decimal,
]);

function PreviewInput({ field, label }: { field: PaymentField; label: string }) {
  if (field.option !== null)
    return (
      <select disabled aria-label={label} className={styles.previewControl}>
        <option>Choose</option>
        {field.option.map((option) => (
          <option key={String(option.id)}>{option.name}</option>
        ))}
      </select>
    );
  if (field.objectType === PaymentFieldObjectType.Bool)
    return <input type="checkbox" disabled aria-label={label} />;
  if (NUMERIC.has(field.objectType) && !field.mask)
    return (
      <input type="text" inputMode="decimal" disabled aria-label={label} className={styles.previewControl} />
    );
  return (
    <input
      type="text"
      disabled
      aria-label={label}
      placeholder={field.mask ?? undefined}
      className={styles.previewControl}
    />
  );
}

export function CashierPreview({
  title,
  currency,
  minAmount,
  maxAmount,
  rows,
}: {
  title: string;
  currency: string;
  minAmount: string;
  maxAmount: string;
  rows: readonly FieldRow[];
}) {
  const limit = (text: string) => {
    const value = Number(text.trim().replace(',', '.'));
    return text.trim() !== '' && Number.isFinite(value) ? formatMoney(value, currency) : '—';
  };
  return (
    <figure className={styles.preview} role="group" aria-label="Cashier preview">
      <figcaption className={styles.previewCaption}>How the cashier shows it</figcaption>
      <div className={styles.previewDialog}>
        <p className={styles.previewTitle}>{title.trim() || 'New method'}</p>
        <p className={styles.faint}>
          Minimum {limit(minAmount)} · Maximum {limit(maxAmount)}
        </p>
        {rows.length === 0 && <p className={styles.faint}>No data found (the site closes the dialog).</p>}
        {rows.map((row, index) => {
          const field = toField(row);
          const label = siteLabel(row.key) || `Field ${index + 1}`;
          return (
            <div key={index} className={styles.previewField}>
              {field.objectType === PaymentFieldObjectType.Bool && field.option === null ? (
                <span className={styles.previewCheck}>
                  <PreviewInput field={field} label={label} />
                  <span aria-hidden="true">{label}</span>
                </span>
              ) : (
                <>
                  <span className={styles.previewLabel} aria-hidden="true">
                    {label}
                  </span>
                  <PreviewInput field={field} label={label} />
                </>
              )}
            </div>
          );
        })}
        <span className={styles.previewButton} aria-hidden="true">
          Submit
        </span>
      </div>
    </figure>
  );
}
