import {
  adminOrderIdParams,
  cancelRequestBody,
  changeRequestIdParams,
  declineRequestBody,
  newSlotBody,
  openRequestCountResponse,
  orderOpenRequestResponse,
  requestQueueResponse,
  requestResolvedResponse,
} from '@site/domain/schemas';
import type { ChangeRequestsAdmin } from '../../fulfilment/change-requests';
import type { AdminApp } from './admin-http';
import { failures, staffOf } from './admin-http';

/** Customers' change and cancellation requests (issue 19): the queue, and what staff do. */
export function changeRequestRoutes(
  app: AdminApp,
  { changeRequestsAdmin }: { changeRequestsAdmin: ChangeRequestsAdmin },
) {
  app.get(
    '/change-requests',
    { schema: { response: { 200: requestQueueResponse, ...failures } } },
    async () => ({ data: { requests: await changeRequestsAdmin.queue() } }),
  );

  app.get(
    '/change-requests/count',
    { schema: { response: { 200: openRequestCountResponse, ...failures } } },
    async () => ({ data: { open: await changeRequestsAdmin.countOpen() } }),
  );

  app.get(
    '/orders/:orderId/open-request',
    {
      schema: {
        params: adminOrderIdParams,
        response: { 200: orderOpenRequestResponse, ...failures },
      },
    },
    async (request) => ({
      data: await changeRequestsAdmin.openRequestOf(request.params.orderId),
    }),
  );

  app.post(
    '/change-requests/:requestId/new-slot',
    {
      schema: {
        params: changeRequestIdParams,
        body: newSlotBody,
        response: { 200: requestResolvedResponse, ...failures },
      },
    },
    async (request) => ({
      data: await changeRequestsAdmin.recordNewSlot(request.params.requestId, request.body, {
        staff: staffOf(request),
        ip: request.ip,
      }),
    }),
  );

  app.post(
    '/change-requests/:requestId/cancel',
    {
      schema: {
        params: changeRequestIdParams,
        body: cancelRequestBody,
        response: { 200: requestResolvedResponse, ...failures },
      },
    },
    async (request) => ({
      data: await changeRequestsAdmin.cancelAndRefund(request.params.requestId, request.body, {
        staff: staffOf(request),
        ip: request.ip,
      }),
    }),
  );

  app.post(
    '/change-requests/:requestId/decline',
    {
      schema: {
        params: changeRequestIdParams,
        body: declineRequestBody,
        response: { 200: requestResolvedResponse, ...failures },
      },
    },
    async (request) => ({
      data: await changeRequestsAdmin.decline(request.params.requestId, request.body.message, {
        staff: staffOf(request),
        ip: request.ip,
      }),
    }),
  );
}
