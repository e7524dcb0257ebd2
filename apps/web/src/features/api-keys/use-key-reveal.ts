import { useRef, useState } from 'react';
import { revealApiKey } from './api-keys.api';
import { notifyCopied, notifyRevealFailed, warnCopyFailed } from './key-notices';

/**
 * The full key of one API key, fetched on the first Show or Copy and then kept in this
 * component's state only (never in the query cache): each reveal is audited, so it happens
 * once per screen visit and never on load.
 */
export function useKeyReveal(id: number) {
  const [full, setFull] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  // Two quick clicks share one request.
  const inFlight = useRef<Promise<string> | null>(null);

  const fetchFull = (): Promise<string> => {
    if (full !== null) return Promise.resolve(full);
    if (!inFlight.current) {
      setBusy(true);
      inFlight.current = revealApiKey(id)
        .then((key) => {
          setFull(key);
          return key;
        })
        .finally(() => {
          inFlight.current = null;
          setBusy(false);
        });
    }
    return inFlight.current;
  };

  const toggle = () => {
    if (visible || full !== null) {
      setVisible(!visible);
      return;
    }
    fetchFull().then(() => setVisible(true), notifyRevealFailed);
  };

  // A missing clipboard (an insecure page) throws inside the chain and lands in the warning too.
  const copy = () => {
    fetchFull()
      .then((key) => navigator.clipboard.writeText(key))
      .then(notifyCopied, warnCopyFailed);
  };

  return { full, visible, busy, toggle, copy };
}
