import { useSearchParams } from 'react-router';
import { parseId } from './parse-id';

/** The `website` query parameter that placement groups, tags and shares require (null when absent). */
export function useWebsiteParam(): number | null {
  const [params] = useSearchParams();
  return parseId(params.get('website'));
}
