import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * What a sent enquiry shows in place of its form. The heading takes focus, so keyboard and
 * screen-reader users are not left on a button that has gone.
 */
export function SentPanel({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="panel" role="status">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
