import { useEffect } from 'react';
import { ChangePasswordDialog, PhoneProfileDialog } from '../features/account/index.ts';
import { LoginDialog, RecoveryDialog, RegisterDialog, SmsVerifyDialog } from '../features/auth/index.ts';
import { CallRequestDialog } from '../features/callme/index.ts';
import { warmAccountActions } from '../shell/Header/accountActions.ts';

/** Every dialog the session coordinator can open (spec §2). Each renders only while it is the open one. */
export default function DialogsHost() {
  // A login or sign-up happens here: the header's signed-in controls are fetched ahead of it.
  useEffect(() => void warmAccountActions(), []);
  return (
    <>
      <LoginDialog />
      <RegisterDialog />
      <RecoveryDialog />
      <SmsVerifyDialog />
      <ChangePasswordDialog />
      <PhoneProfileDialog />
      <CallRequestDialog />
    </>
  );
}
