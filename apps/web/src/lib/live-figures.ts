import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@/i18n/format';
import { expertDirectoryQueryOptions } from './expert-directory-query';

/** Sahay's figures as shown: null while they load or when they cannot. */
export interface LiveFigures {
  experts: string | null;
  online: string | null;
  /** '4.7', or 'New' while no expert has a rating. */
  rating: string | null;
  loading: boolean;
  failed: boolean;
}

/**
 * Issue 21 part 4: the figures counted from the approved experts right now (the directory's overall line), in place of
 * fixed marketing ones. Shared by the home and About ("Sahay in numbers") and the login page.
 */
export function useLiveFigures(): LiveFigures {
  const { data, isError } = useQuery(expertDirectoryQueryOptions());
  const overall = data?.overall;
  return {
    experts: overall ? formatNumber(overall.total) : null,
    online: overall ? formatNumber(overall.online) : null,
    rating: overall ? (overall.averageRating === null ? 'New' : overall.averageRating.toFixed(1)) : null,
    loading: !data && !isError,
    failed: isError,
  };
}
