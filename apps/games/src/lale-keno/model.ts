import type { Reveal } from '../draws/schedule.ts';

/*
 * What the keno page shows, independent of the wire: the draw on sale, the draw being shown, the
 * player's tickets and the last results. state.ts builds it from the server's answers and frames.
 */

export type KenoDrawOnSale = {
  drawId: string;
  /** The draw's number as players see it (#N). */
  number: number;
  /** Server epoch ms: tickets are sold until then. */
  salesCloseAt: number;
  /** Server epoch ms: the first ball of this draw. */
  drawAt: number;
};

export type KenoDrawShown = {
  drawId: string;
  number: number;
  /** The balls and their schedule, once the server has drawn them. */
  reveal: Reveal;
  /** The draw's chain hash h_k (revealed with its balls) and k. */
  hash: string | null;
  chainIndex: number | null;
};

export type KenoTicketStatus = 'open' | 'won' | 'lost' | 'refunded';

export type KenoTicket = {
  ticketId: string;
  drawId: string;
  drawNumber: number;
  picks: number[];
  stakeMinor: bigint;
  /** What it paid once settled (null while open). */
  winMinor: bigint | null;
  status: KenoTicketStatus;
};

export type KenoResult = {
  drawId: string;
  number: number;
  balls: number[];
  hash: string;
  chainIndex: number;
};

export type KenoView = {
  onSale: KenoDrawOnSale | null;
  shown: KenoDrawShown | null;
  tickets: KenoTicket[];
  results: KenoResult[];
  /** h_0 of the chain draws come from. */
  commitment: string | null;
};
