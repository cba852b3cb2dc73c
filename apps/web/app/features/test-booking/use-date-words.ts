import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import type { DateWords } from '@site/domain/format';
import type { PageLanguage } from '../../i18n/page-language';

/**
 * The page language's date words from the root loader (undefined in English, which keeps the
 * spec's en-GB dates). Read from the data router's state rather than useRouteLoaderData so that
 * a component rendered under a plain MemoryRouter (unit tests) gets English instead of an error.
 */
export function useDateWords(): DateWords | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return (state?.loaderData.root as PageLanguage | undefined)?.dateWords;
}
