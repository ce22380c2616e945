/*
 * Cashier feature (spec §2, §4, §5): the deposit and withdraw pages with their method tiles and the
 * dynamic payment dialog, the Deposit Money modal, and the financial-activities page. Loaded lazily.
 */
import './texts.ts'; // before any component renders
export { cashierQueryKeys } from './api.ts';
export { DepositPage, WithdrawPage } from './CashierPages.tsx';
export { CashierScreen } from './CashierScreen.tsx';
export { DepositMoneyModal } from './DepositMoneyModal.tsx';
export { FinancialActivitiesPage } from './FinancialActivitiesPage.tsx';
export { PaymentDialog } from './PaymentDialog.tsx';
