import { ODDS_POLICY, type OddsPolicy } from '@lale/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { quoteKey } from './priceMoves.ts';

/*
 * The bet slip: what the player picked, at the odds shown when picked, and how they want to bet it.
 * A small zustand store, so it survives page changes (and, in sessionStorage, a reload of the tab).
 * One selection per event: a second pick from the same event replaces the first (the book refuses two
 * legs of one event in a multi, and a single per event keeps the slip readable).
 */

export type SlipSelection = {
  eventId: number;
  marketId: number;
  outcomeId: string;
  /** The odds the player saw when picking (or accepted since): what placebet sends. */
  odds: string;
  home: string;
  away: string;
  marketKey: string;
  specifiers: string;
  live: boolean;
};

export type SlipKind = 'single' | 'multi' | 'system';
/** 0 only the odds shown, 1 those or higher, 2 whatever they are now (the book's numbers). */
export type { OddsPolicy };
export const ODDS_POLICIES: readonly OddsPolicy[] = [ODDS_POLICY.None, ODDS_POLICY.Higher, ODDS_POLICY.Any];

export const selectionKey = (s: Pick<SlipSelection, 'marketId' | 'outcomeId'>) =>
  quoteKey(s.marketId, s.outcomeId);

/** What adding a pick did: added, removed (it was already in), or replaced its event's other pick. */
export type ToggleResult = 'added' | 'removed' | 'replaced';

type SlipState = {
  selections: SlipSelection[];
  /** The tab the player chose; null lets the slip pick (Kombine from two selections on). */
  chosenKind: SlipKind | null;
  /** A single's stake per selection (by selectionKey), as typed. */
  singleStakes: Record<string, string>;
  /** The multi's or system bet's stake, as typed. */
  stake: string;
  systemSize: number | null;
  oddsPolicy: OddsPolicy;
  sheetOpen: boolean;
  toggle: (selection: SlipSelection) => ToggleResult;
  remove: (key: string) => void;
  removeMany: (keys: readonly string[]) => void;
  clear: () => void;
  setKind: (kind: SlipKind) => void;
  setStake: (stake: string) => void;
  setSingleStake: (key: string, stake: string) => void;
  setSystemSize: (size: number) => void;
  setOddsPolicy: (policy: OddsPolicy) => void;
  /** Takes the latest odds for the given selections (the player accepted the change). */
  acceptOdds: (latest: ReadonlyMap<string, string>) => void;
  setSheetOpen: (open: boolean) => void;
};

const EMPTY = {
  selections: [] as SlipSelection[],
  chosenKind: null,
  singleStakes: {} as Record<string, string>,
  stake: '',
  systemSize: null,
};

export const useSlip = create<SlipState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      oddsPolicy: 0,
      sheetOpen: false,
      toggle: (selection) => {
        const key = selectionKey(selection);
        const { selections } = get();
        if (selections.some((s) => selectionKey(s) === key)) {
          get().remove(key);
          return 'removed';
        }
        const index = selections.findIndex((s) => s.eventId === selection.eventId);
        if (index === -1) {
          set({ selections: [...selections, selection] });
          return 'added';
        }
        const replaced = selections[index]!;
        set((state) => ({
          selections: selections.map((s, i) => (i === index ? selection : s)),
          singleStakes: moveStake(state.singleStakes, selectionKey(replaced), key),
        }));
        return 'replaced';
      },
      remove: (key) => get().removeMany([key]),
      removeMany: (keys) =>
        set((state) => {
          const selections = state.selections.filter((s) => !keys.includes(selectionKey(s)));
          const singleStakes = { ...state.singleStakes };
          for (const key of keys) delete singleStakes[key];
          // An empty slip also closes the sheet, so the next pick does not pop it open again.
          return selections.length === 0 ? { ...EMPTY, sheetOpen: false } : { selections, singleStakes };
        }),
      clear: () => set({ ...EMPTY, sheetOpen: false }),
      setKind: (kind) => set({ chosenKind: kind }),
      setStake: (stake) => set({ stake }),
      setSingleStake: (key, stake) =>
        set((state) => ({ singleStakes: { ...state.singleStakes, [key]: stake } })),
      setSystemSize: (size) => set({ systemSize: size }),
      setOddsPolicy: (policy) => set({ oddsPolicy: policy }),
      acceptOdds: (latest) =>
        set((state) => ({
          selections: state.selections.map((s) => ({ ...s, odds: latest.get(selectionKey(s)) ?? s.odds })),
        })),
      setSheetOpen: (open) => set({ sheetOpen: open }),
    }),
    {
      name: 'lale-sports-slip',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      // The sheet starts closed after a reload.
      partialize: ({ sheetOpen: _open, ...rest }) => rest,
    },
  ),
);

function moveStake(stakes: Record<string, string>, from: string, to: string): Record<string, string> {
  const { [from]: stake, ...rest } = stakes;
  return stake === undefined ? rest : { ...rest, [to]: stake };
}

/** The kinds a slip of `count` selections can be bet as. */
export function kindsFor(count: number): SlipKind[] {
  if (count >= 3) return ['single', 'multi', 'system'];
  if (count === 2) return ['single', 'multi'];
  return ['single'];
}

/** The tab in force: the chosen one when the slip allows it, else Kombine from two selections on. */
export function effectiveKind(chosen: SlipKind | null, count: number): SlipKind {
  const kinds = kindsFor(count);
  if (chosen && kinds.includes(chosen)) return chosen;
  return count >= 2 ? 'multi' : 'single';
}

/** The system size in force: 2 to n − 1, the player's pick clamped (default n − 1). */
export function effectiveSystemSize(chosen: number | null, count: number): number {
  const size = chosen ?? count - 1;
  return Math.min(Math.max(size, 2), Math.max(count - 1, 2));
}
