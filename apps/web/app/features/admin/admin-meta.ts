import type { MetaDescriptor } from 'react-router';

/** Back office pages: a plain title and noindex, nofollow; no social tags, no canonical link. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | SafeSite back office` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
