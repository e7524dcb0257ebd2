import { useSearchParams } from 'react-router';

/**
 * The `?website=` of a screen that shows one website's things (players, ads.txt) as an id, or null,
 * and its setter (replacing the address, so Back leaves the screen rather than each choice).
 */
export function useWebsiteParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('website');
  const website = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const setWebsite = (id: number | null) => setParams(id === null ? {} : { website: String(id) }, { replace: true });
  return [website, setWebsite];
}
