import { useSearchParams } from 'react-router';
import { parseId } from '../../components/parse-id';

/** The `placement_group` query parameter the data screen requires (null when absent or not an id). */
export function usePlacementGroupParam(): number | null {
  const [params] = useSearchParams();
  return parseId(params.get('placement_group'));
}
