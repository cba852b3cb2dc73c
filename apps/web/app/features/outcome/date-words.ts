import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import type { DateWords } from '@site/domain/format';
import type { PageLanguage } from '../../i18n/page-language';

/**
 * How the page's language writes dates (the root loader's date words), for formatLongDate and
 * formatTime; undefined in English, which keeps the spec's en-GB dates. Read from the data
 * router's state rather than useRouteLoaderData, which throws outside a data router (the unit
 * tests render these sections bare): there it is undefined too, so they read English.
 */
export function useDateWords(): DateWords | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return (state?.loaderData.root as PageLanguage | undefined)?.dateWords;
}
