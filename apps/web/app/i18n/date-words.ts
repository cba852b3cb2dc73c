import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import type { DateWords } from '@site/domain/format';
import type { PageLanguage } from './page-i18n';

/**
 * How the page's language writes dates (the root loader's date words), for formatLongDate,
 * formatTime and formatCourseStart; undefined in English, which keeps the spec's en-GB dates.
 * Read from the data router's state rather than useRouteLoaderData, which throws outside a data
 * router: a unit test rendering one component under a plain MemoryRouter gets English.
 */
export function useDateWords(): DateWords | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return (state?.loaderData.root as PageLanguage | undefined)?.dateWords;
}
