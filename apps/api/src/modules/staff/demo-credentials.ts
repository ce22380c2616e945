import type { StaffRole } from '@lale/contracts';

/*
 * The demo staff's published credentials (README "Back office"), apart from the seeding so that the
 * browser journeys (e2e/support/operator.ts) sign in with them without loading the API's modules.
 */

export const DEMO_STAFF_PASSWORD = 'Backoffice-2026!';

export const DEMO_STAFF: Readonly<
  Record<StaffRole, { username: string; displayName: string; totpSecret: string }>
> = {
  owner: { username: 'owner', displayName: 'Oya Owner', totpSecret: 'SN4OZIGZDJEBRKXHHAGKYIVJDO67CVB2' },
  support: {
    username: 'support',
    displayName: 'Selin Support',
    totpSecret: 'Y6HITCHAQFGXJFD56QKSMRPQ65PLILO5',
  },
  payments: {
    username: 'payments',
    displayName: 'Pelin Payments',
    totpSecret: 'QMN2S5BCNIMNRI4SBCOBJ2TUYGEHNBLL',
  },
  risk: { username: 'risk', displayName: 'Rıza Risk', totpSecret: 'YTLMTWV3N5CYBZZO4GUOIFZLIU6JCQIX' },
  trader: { username: 'trader', displayName: 'Tarık Trader', totpSecret: 'F4YIO5VB62WVE5X4II2WYCKY2K6MPTWU' },
  content: {
    username: 'content',
    displayName: 'Ceren Content',
    totpSecret: '6LZLGHBV4TJGRBMAX2PVGJ36AVUO4CXP',
  },
  analyst: {
    username: 'analyst',
    displayName: 'Alp Analyst',
    totpSecret: 'JA3TV5VNFLSXOKDITNK636JXBVOXZCYM',
  },
};
