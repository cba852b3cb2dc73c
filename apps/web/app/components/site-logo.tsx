/** The site's own mark: a hard hat over a card. Decorative; the link text names the site. */
export function SiteLogo() {
  return (
    <svg className="site-logo" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
      <rect x="3" y="16" width="30" height="17" rx="3" fill="#0b5394" />
      <rect x="7" y="21" width="9" height="8" rx="1" fill="#fff" />
      <rect x="19" y="22" width="10" height="2" fill="#fff" />
      <rect x="19" y="26" width="7" height="2" fill="#fff" />
      <path d="M8 15a10 10 0 0 1 20 0z" fill="#f2b705" />
      <rect x="6" y="14" width="24" height="3" rx="1.5" fill="#f2b705" />
      <rect x="17" y="5" width="2" height="9" fill="#c99700" />
    </svg>
  );
}
