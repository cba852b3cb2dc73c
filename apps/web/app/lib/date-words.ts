import { useRouteLoaderData } from 'react-router';
import type { DateWords } from '@site/domain/format';
import type { PageLanguage } from '../i18n/page-language';

/**
 * How the page's language writes dates, from the root loader (undefined in English, which keeps
 * the spec's en-GB dates). Also undefined outside a data router (a unit test rendering one
 * component), where there is no root route to ask.
 */
export function useDateWords(): DateWords | undefined {
  try {
    return useRouteLoaderData<PageLanguage>('root')?.dateWords;
  } catch {
    return undefined;
  }
}
