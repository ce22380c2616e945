import { useQuery } from '@tanstack/react-query';
import { COUNTRY_LIST_FILL_DELAY_MS, DEFAULT_COUNTRY_NAME, type Country } from '@lale/contracts';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../lib/forms/failure.ts';
import { notify } from '../../lib/notify.ts';
import { authApi } from './api.ts';

/**
 * The sign-up country list (GET auth/form). Spec §4: the list fills 300 ms after it loads, and then
 * 'Türkiye' is handed to `preselect` (the form selects it unless the player already chose).
 */
export function useCountries(preselect: (id: number) => void): Country[] {
  const { data, error } = useQuery({
    queryKey: ['auth', 'form'],
    queryFn: authApi.countries,
    staleTime: Infinity,
  });
  const [shown, setShown] = useState<Country[]>([]);

  useEffect(() => {
    if (!data) return;
    const timer = window.setTimeout(() => {
      setShown(data);
      const turkey = data.find((country) => country.name === DEFAULT_COUNTRY_NAME);
      if (turkey) preselect(turkey.id);
    }, COUNTRY_LIST_FILL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `preselect` is a fresh function each render; the fill must run once per loaded list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error]);

  return shown;
}
