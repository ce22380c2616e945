import { ChangePasswordDialog, PhoneProfileDialog } from '../features/account/index.ts';
import { LoginDialog, RecoveryDialog, RegisterDialog, SmsVerifyDialog } from '../features/auth/index.ts';
import { CallRequestDialog } from '../features/callme/index.ts';

/** Every dialog the session coordinator can open (spec §2). Each renders only while it is the open one. */
export default function DialogsHost() {
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
