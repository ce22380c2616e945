import { useParams } from 'react-router';
import { ComingSoon } from '../../lib/ui/ComingSoon.tsx';
import { decodeGameParam } from './gameParam.ts';

/** /casino/play/{game}: names the game already; the play frame arrives with the casino issue. */
export function GamePage() {
  const { game } = useParams();
  const name = decodeGameParam(game)?.name;
  return <ComingSoon title={typeof name === 'string' && name !== '' ? name : undefined} />;
}
