/*
 * Lale Sports, our own book (issue #13): the pre-match and live lobbies, the event page, the bet slip
 * and the player's bets. `SportsPage` is still the placeholder of the provider areas (fcg, betco).
 */
export { ComingSoon as SportsPage } from '../../lib/ui/ComingSoon.tsx';
export { SportsEventPage } from './EventPage.tsx';
export { LiveSportsPage, SportsLobbyPage } from './LobbyPage.tsx';
export { MyBetsPage } from './MyBetsPage.tsx';
