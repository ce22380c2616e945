import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog, useSession } from '../../lib/session.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import formStyles from '../../lib/ui/form/Form.module.css';
import { PhoneCodeSteps } from '../account/index.ts';

/**
 * Full-screen phone verification after login (spec §2, §4): step 1 Send Code, step 2 Validate (or
 * Change Phone Number), then a congratulations view with Close.
 */
export function SmsVerifyDialog() {
  const { open, close } = useDialog('smsVerify');
  return open ? <SmsVerifyFlow close={close} /> : null;
}

function SmsVerifyFlow({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const phone = useSession((state) => state.phone);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <DialogShell open onClose={close} variant="full" title={t('auth.phone.doneTitle')} centered>
        <p className={formStyles.notice} role="status">
          {t('auth.phone.doneText')}
        </p>
        <Button variant="primary" size="large" onClick={close}>
          {t('auth.phone.close')}
        </Button>
      </DialogShell>
    );
  }
  return (
    <DialogShell open onClose={close} variant="full" title={t('auth.phone.title')}>
      <PhoneCodeSteps phone={phone} variant="standalone" onVerified={() => setDone(true)} />
    </DialogShell>
  );
}
