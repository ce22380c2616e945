import type { AdminPayment } from '@lale/contracts';
import { PATHS } from '../../lib/api/paths.ts';
import { DataList } from '../../ui/list/DataList.tsx';
import { Page, Panel } from '../../ui/Page.tsx';
import { paymentColumnsWithActions } from './PaymentActions.tsx';
import { PAYMENT_STATUS_OPTIONS, PAYMENT_TYPE_OPTIONS } from './paymentLabels.tsx';
import { PaymentQueue } from './PaymentQueue.tsx';

const COLUMNS = paymentColumnsWithActions<AdminPayment>();

export function PaymentsPage() {
  return (
    <Page title="Payments">
      <PaymentQueue />
      <Panel title="All payments">
        <DataList
          label="All payments"
          path={PATHS.payments}
          columns={COLUMNS}
          filters={[
            { name: 'type', label: 'Type', type: 'select', options: PAYMENT_TYPE_OPTIONS },
            { name: 'status', label: 'Status', type: 'select', options: PAYMENT_STATUS_OPTIONS },
            { name: 'playerId', label: 'Player ID', type: 'number' },
            { name: 'from', label: 'From', type: 'date' },
            { name: 'to', label: 'To', type: 'date' },
          ]}
        />
      </Panel>
    </Page>
  );
}
