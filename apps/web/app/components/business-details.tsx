import { BUSINESS } from '../config/site';
import { businessIdentityLines } from '@site/domain/schemas';

/**
 * Who runs the site (issue 18 point 4), from the build's settings: the footer's lines (the
 * terms and privacy notice list the same facts, business-facts.tsx). Example values say
 * "(example — set …)" themselves.
 */
export function BusinessFooterLines() {
  return (
    <div className="business-identity">
      {businessIdentityLines(BUSINESS).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
