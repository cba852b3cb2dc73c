import { useEffect, useState } from 'react';
import type { OrderView } from '@site/domain/schemas';
import { ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { useSnackbar } from '../../components/snackbar';
import { getOrder } from './api/order-calls';

export function useOrder(orderId: string) {
  const { warn } = useSnackbar();
  const [order, setOrder] = useState<OrderView>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getOrder(orderId)
      .then((found) => live && setOrder(found))
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        warn(error instanceof ApiError ? error.message : MESSAGES.failed);
      });
    return () => {
      live = false;
    };
  }, [orderId, warn]);
  return { order, failed };
}
