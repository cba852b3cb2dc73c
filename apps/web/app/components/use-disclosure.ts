import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Disclosure } from './site-navigation';

/**
 * Attaches one of site-navigation.ts's behaviours to the element the returned ref is given, and
 * closes it on a move to another page.
 */
export function useDisclosure<T extends HTMLElement>(attach: (element: T) => Disclosure) {
  const element = useRef<T>(null);
  const disclosure = useRef<Disclosure | null>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!element.current) return;
    const attached = attach(element.current);
    disclosure.current = attached;
    return attached.detach;
  }, [attach]);
  useEffect(() => disclosure.current?.close(), [pathname]);
  return element;
}
