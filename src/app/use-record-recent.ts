import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findGame } from '../lib/game-catalogue';
import { recordRecent } from '../lib/local-game-lists';

/** Remembers every game or tool page the visitor opens (from a card, a link or the address bar) for "Continue playing". */
export function useRecordRecent() {
  const { pathname } = useLocation();
  useEffect(() => {
    const game = findGame(pathname.replace(/^\/+|\/+$/g, ''));
    if (game && !game.locked) recordRecent(game.id);
  }, [pathname]);
}
