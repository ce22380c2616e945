import type { PaymentMethod, TransactionType } from '@lale/contracts';
import { useState } from 'react';
import { MethodTiles } from './MethodTiles.tsx';
import { PaymentDialog } from './PaymentDialog.tsx';

/**
 * The deposit or withdraw screen: the method tiles, and the dynamic dialog of the tile clicked. The
 * pages and the Deposit Money modal embed it.
 */
export function CashierScreen({ type }: { type: TransactionType }) {
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  return (
    <>
      <MethodTiles type={type} onPick={setMethod} />
      {method ? <PaymentDialog key={method.id} method={method} onClose={() => setMethod(null)} /> : null}
    </>
  );
}
