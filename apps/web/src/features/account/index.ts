/*
 * Account feature: /dashboard and its pages, the change-password and profile phone dialogs, and the
 * phone verification steps the sign-up and SMS dialogs reuse. Loaded lazily (routes, dialogs chunk).
 */
import './texts.ts'; // before any component renders
export { AccountInfoPage } from './AccountInfoPage.tsx';
export { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
export { DashboardPage } from './DashboardPage.tsx';
export { DepositLimitsPage } from './DepositLimitsPage.tsx';
export { PlayLimitsPage } from './PlayLimitsPage.tsx';
export { LimitsStep } from './LimitsStep.tsx';
export { formatDateTime } from './format.ts';
export { SaferPlayHistoryPage } from './SaferPlayHistoryPage.tsx';
export { SaferPlayPage } from './SaferPlayPage.tsx';
export { SelfExclusionEndPage } from './SelfExclusionEndPage.tsx';
export { VerificationPage } from './VerificationPage.tsx';
export { PHONE_MASK } from './phone/PhoneFields.tsx';
export { PhoneCodeSteps } from './phone/PhoneCodeSteps.tsx';
export { PhoneProfileDialog } from './phone/PhoneProfileDialog.tsx';
export { sendPhoneCode } from './phone/updatePhone.ts';
export { SessionHistoryPage } from './SessionHistoryPage.tsx';
