/*
 * Auth feature: the login, sign-up (with phone verification and celebration), recovery and
 * full-screen SMS verification dialogs. Loaded with the dialogs chunk only (app/DialogsHost.tsx).
 */
export { LoginDialog } from './LoginDialog.tsx';
export { RecoveryDialog } from './RecoveryDialog.tsx';
export { RegisterDialog } from './RegisterDialog.tsx';
export { SmsVerifyDialog } from './SmsVerifyDialog.tsx';
