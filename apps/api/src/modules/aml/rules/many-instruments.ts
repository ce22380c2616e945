import { eventEvidence, utcDay, type AmlRule } from './rule.ts';

/*
 * "Many payment instruments" (issue #26): when a deposit is confirmed or a withdrawal requested and the
 * player used at least `minInstruments` distinct instruments within the last `windowDays` (why 4 in 30:
 * the contract, AML_RULE_PARAMS), a case is raised listing them. An instrument is what the cashier keeps
 * of a payment's account (payments/summary.ts `instrumentOf`: a masked IBAN, an e-wallet's last four, a
 * shortened crypto address, a card by its holder's name, a transfer by its sender's name); confirmed
 * deposits and withdrawals asked for or paid count, rejected and cancelled ones do not.
 *
 * Raised once per window: not while an earlier case of this rule for the player is younger than
 * `windowDays` (the same instruments would raise it again at every payment), and the subject is the day
 * (`instruments:<UTC date>`), so two payments judged at once — two deposits confirmed by two webhooks in
 * parallel, neither seeing the other's case — meet on the unique index and make one case. A player who
 * keeps using many instruments gets a new case once the last one is older than the window.
 */
const DAY_MS = 24 * 60 * 60_000;

export const manyInstrumentsRule: AmlRule<'many_instruments'> = {
  code: 'many_instruments',
  on: ['deposit', 'withdrawal'],
  async evaluate(reads, tx, event, { minInstruments, windowDays }) {
    const since = new Date(event.at.getTime() - windowDays * DAY_MS);
    const last = await reads.lastCaseAt(tx, 'many_instruments', event.playerId);
    if (last !== null && last > since) return null;
    const used = await reads.instrumentsSince(tx, event.playerId, since);
    if (used.length < minInstruments) return null;
    const currency = await reads.currency(event.currencyId);
    return {
      subject: `instruments:${utcDay(event.at)}`,
      evidence: {
        currency: currency.code,
        ...eventEvidence(event, currency),
        instrumentCount: used.length,
        instruments: used.map((one) => one.instrument).join('; '),
        firstUsedAt: used[0]!.firstUsedAt.toISOString(),
        minInstruments,
        windowDays,
      },
    };
  },
};
