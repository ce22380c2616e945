import type { BasketballOptions, FootballOptions } from '@lale/sports-model';

/*
 * The simulated feed's fixed world: real-looking competitions and their sides, with the strengths the
 * pricing model and the match engine read. Ids follow the feed port's format (Sportradar's URNs), names
 * of sports, categories and tournaments are localized; team and player names are the feed's own.
 */

type Localized = { tr: string; en: string };
type Ref = { id: string; name: Localized };

export type FootballClub = { name: string; attack: number; defence: number };
/** Points scored / conceded per 40-minute game against an average EuroLeague side. */
export type BasketballClub = { name: string; offence: number; defence: number };
/** Chance of winning a point on one's own serve. */
export type TennisPro = { name: string; servePointWin: number };

type CompetitionBase = { sport: Ref; category: Ref; tournament: Ref & { isTop: boolean } };
export type Competition =
  | (CompetitionBase & { kind: 'football'; sides: readonly FootballClub[] })
  | (CompetitionBase & { kind: 'basketball'; sides: readonly BasketballClub[] })
  | (CompetitionBase & { kind: 'tennis'; sides: readonly TennisPro[] });
export type SportKind = Competition['kind'];

export const SPORTS = {
  football: { id: 'sr:sport:1', name: { tr: 'Futbol', en: 'Football' } },
  basketball: { id: 'sr:sport:2', name: { tr: 'Basketbol', en: 'Basketball' } },
  tennis: { id: 'sr:sport:5', name: { tr: 'Tenis', en: 'Tennis' } },
} as const satisfies Record<SportKind, Ref>;

/** Football model settings shared by pricing and the match engine, so prices and play agree. */
export const FOOTBALL_MODEL: FootballOptions = { homeAdvantage: 1.1, leagueAverageGoals: 2.7 };

/**
 * The basketball model reads a 48-minute game; EuroLeague plays 40, so ratings are per 40 minutes and
 * the live clock is scaled (see BASKETBALL_CLOCK_SCALE).
 */
export const BASKETBALL_MODEL: BasketballOptions = {
  homeAdvantage: 3,
  leagueAveragePoints: 80,
  marginSd: 11,
  totalSd: 15,
};

const club = (name: string, attack: number, defence: number): FootballClub => ({ name, attack, defence });
const team = (name: string, offence: number, defence: number): BasketballClub => ({ name, offence, defence });
const pro = (name: string, servePointWin: number): TennisPro => ({ name, servePointWin });

export const SUPER_LIG: Competition = {
  kind: 'football',
  sport: SPORTS.football,
  category: { id: 'sr:category:46', name: { tr: 'Türkiye', en: 'Türkiye' } },
  tournament: { id: 'sr:tournament:52', name: { tr: 'Süper Lig', en: 'Super Lig' }, isTop: true },
  sides: [
    club('Galatasaray', 1.55, 1.35),
    club('Fenerbahçe', 1.5, 1.3),
    club('Beşiktaş', 1.25, 1.1),
    club('Trabzonspor', 1.15, 1.05),
    club('Başakşehir', 1.15, 1.0),
    club('Samsunspor', 1.05, 1.05),
    club('Göztepe', 1.0, 1.02),
    club('Eyüpspor', 0.92, 1.0),
    club('Kasımpaşa', 1.0, 0.85),
    club('Konyaspor', 0.9, 0.95),
    club('Antalyaspor', 0.9, 0.9),
    club('Alanyaspor', 0.95, 0.9),
    club('Kayserispor', 0.85, 0.9),
    club('Gaziantep FK', 0.9, 0.9),
    club('Çaykur Rizespor', 0.9, 0.88),
    club('Kocaelispor', 0.85, 0.95),
    club('Gençlerbirliği', 0.85, 0.88),
    club('Fatih Karagümrük', 0.88, 0.85),
  ],
};

export const PREMIER_LEAGUE: Competition = {
  kind: 'football',
  sport: SPORTS.football,
  category: { id: 'sr:category:1', name: { tr: 'İngiltere', en: 'England' } },
  tournament: { id: 'sr:tournament:17', name: { tr: 'Premier Lig', en: 'Premier League' }, isTop: true },
  sides: [
    club('Arsenal', 1.45, 1.5),
    club('Aston Villa', 1.15, 1.05),
    club('Bournemouth', 1.1, 1.0),
    club('Brentford', 1.1, 0.92),
    club('Brighton & Hove Albion', 1.1, 0.98),
    club('Burnley', 0.8, 0.85),
    club('Chelsea', 1.3, 1.15),
    club('Crystal Palace', 1.0, 1.1),
    club('Everton', 0.9, 1.05),
    club('Fulham', 1.0, 0.98),
    club('Leeds United', 0.9, 0.9),
    club('Liverpool', 1.5, 1.25),
    club('Manchester City', 1.45, 1.3),
    club('Manchester United', 1.1, 1.0),
    club('Newcastle United', 1.25, 1.15),
    club('Nottingham Forest', 1.0, 1.05),
    club('Sunderland', 0.85, 0.95),
    club('Tottenham Hotspur', 1.15, 1.0),
    club('West Ham United', 0.95, 0.85),
    club('Wolverhampton', 0.85, 0.88),
  ],
};

export const EUROLEAGUE: Competition = {
  kind: 'basketball',
  sport: SPORTS.basketball,
  category: { id: 'sr:category:393', name: { tr: 'Uluslararası', en: 'International' } },
  tournament: { id: 'sr:tournament:138', name: { tr: 'EuroLeague', en: 'EuroLeague' }, isTop: true },
  sides: [
    team('Real Madrid', 86, 77),
    team('FC Barcelona', 84, 79),
    team('Panathinaikos', 85, 78),
    team('Olympiacos', 84, 76),
    team('Fenerbahçe Beko', 83, 76),
    team('Anadolu Efes', 82, 80),
    team('AS Monaco', 85, 79),
    team('Partizan', 80, 81),
    team('Crvena Zvezda', 81, 80),
    team('Maccabi Tel Aviv', 84, 84),
    team('Baskonia', 82, 84),
    team('Bayern München', 80, 79),
    team('Virtus Bologna', 78, 81),
    team('Olimpia Milano', 80, 80),
    team('ALBA Berlin', 77, 86),
    team('Žalgiris', 79, 79),
  ],
};

export const ATP: Competition = {
  kind: 'tennis',
  sport: SPORTS.tennis,
  category: { id: 'sr:category:3', name: { tr: 'ATP', en: 'ATP' } },
  tournament: { id: 'sr:tournament:2571', name: { tr: 'ATP Turu', en: 'ATP Tour' }, isTop: false },
  sides: [
    pro('Jannik Sinner', 0.69),
    pro('Carlos Alcaraz', 0.68),
    pro('Alexander Zverev', 0.68),
    pro('Novak Djokovic', 0.68),
    pro('Taylor Fritz', 0.7),
    pro('Jack Draper', 0.67),
    pro('Ben Shelton', 0.69),
    pro('Daniil Medvedev', 0.65),
    pro('Alex de Minaur', 0.63),
    pro('Casper Ruud', 0.65),
    pro('Lorenzo Musetti', 0.64),
    pro('Holger Rune', 0.65),
    pro('Stefanos Tsitsipas', 0.66),
    pro('Tommy Paul', 0.64),
    pro('Grigor Dimitrov', 0.66),
    pro('Hubert Hurkacz', 0.71),
    pro('Andrey Rublev', 0.65),
    pro('Jakub Menšík', 0.68),
    pro('Jiří Lehečka', 0.66),
    pro('Karen Khachanov', 0.66),
    pro('Frances Tiafoe', 0.66),
    pro('Félix Auger-Aliassime', 0.68),
    pro('Francisco Cerúndolo', 0.63),
    pro('Ugo Humbert', 0.66),
  ],
};

export const COMPETITIONS: readonly Competition[] = [SUPER_LIG, PREMIER_LEAGUE, EUROLEAGUE, ATP];
