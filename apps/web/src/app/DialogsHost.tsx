import { ChangePasswordDialog, PhoneProfileDialog } from '../features/account/index.ts';
import { LoginDialog, RecoveryDialog, RegisterDialog, SmsVerifyDialog } from '../features/auth/index.ts';

/**
 * Every dialog the session coordinator can open (spec §2). Each renders only while it is the open one.
 * The call-request form arrives with its own issue.
 */
export default function DialogsHost() {
  return (
    <>
      <LoginDialog />
      <RegisterDialog />
      <RecoveryDialog />
      <SmsVerifyDialog />
      <ChangePasswordDialog />
      <PhoneProfileDialog />
    </>
  );
}
