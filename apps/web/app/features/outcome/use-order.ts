import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderView } from '@site/domain/schemas';
import { ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { useSnackbar } from '../../components/snackbar';
import { getOrder } from './api/order-calls';

/**
 * The order as GET /order says. `reload` reads it again (after adding references) and keeps
 * the order already shown until the new one arrives.
 */
export function useOrder(orderId: string) {
  const { warn } = useSnackbar();
  const [order, setOrder] = useState<OrderView>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const shown = useRef<string>(undefined);
  useEffect(() => {
    let live = true;
    getOrder(orderId)
      .then((found) => {
        if (!live) return;
        shown.current = orderId;
        setOrder(found);
      })
      .catch((error: unknown) => {
        if (!live) return;
        // A failed re-read keeps the order on screen; only a first read that fails is 'not found'.
        if (shown.current !== orderId) setFailed(true);
        warn(error instanceof ApiError ? error.message : MESSAGES.failed);
      });
    return () => {
      live = false;
    };
  }, [orderId, warn, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { order, failed, reload };
}
