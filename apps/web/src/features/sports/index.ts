/*
 * Lale Sports, our own book (issue #13): the pre-match and live lobbies, the event page, the bet slip
 * and the player's bets; and the provider areas (fcg, betco), which frame the provider's sportsbook
 * when it is on and show our own book otherwise.
 */
import './texts.ts'; // before any component renders
export { ProviderFramePage } from './ProviderFramePage.tsx';
export { SportsEventPage } from './EventPage.tsx';
export { LiveSportsPage, SportsLobbyPage } from './LobbyPage.tsx';
export { MyBetsPage } from './MyBetsPage.tsx';
