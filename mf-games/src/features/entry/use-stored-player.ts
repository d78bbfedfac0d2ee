import { useCallback, useState } from 'react';
import { safeSessionStorage } from '@shop/shared';

/** A player of a game that is played over several visits: their phone and their play token. */
export interface StoredPlayer {
  tel: string;
  token: string;
}

/**
 * The player's token for this game, kept for the tab (session storage), so a reload does not ask
 * for the order again; `setPlayer(null)` forgets it (a replaced or ended token).
 */
export function useStoredPlayer(kind: string, code: string): [StoredPlayer | null, (player: StoredPlayer | null) => void] {
  const key = `games-${kind}-${code}`;
  const [player, setState] = useState<StoredPlayer | null>(() => safeSessionStorage.getJSON<StoredPlayer>(key));
  const setPlayer = useCallback(
    (next: StoredPlayer | null) => {
      if (next) safeSessionStorage.setJSON(key, next);
      else safeSessionStorage.remove(key);
      setState(next);
    },
    [key],
  );
  return [player, setPlayer];
}
