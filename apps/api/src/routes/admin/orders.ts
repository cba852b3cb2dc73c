import {
  adminOrderIdParams,
  candidateCorrectedResponse,
  candidateCorrectionBody,
  duplicateRefundBody,
  duplicateRefundResponse,
  noteAddedResponse,
  noteBody,
  orderDetailResponse,
  orderExportQuery,
  orderListQuery,
  orderListResponse,
  slotCorrectedResponse,
  slotCorrectionBody,
  transitionBody,
  transitionResponse,
} from '@site/domain/schemas';
import { notFound } from '../../errors';
import type { OrdersAdmin } from '../../fulfilment/orders-admin';
import type { AdminApp } from './admin-http';
import { csvText, failures, staffOf } from './admin-http';

/**
 * The orders: list, CSV export, one order, its fulfilment steps, refunds, corrections (the
 * candidate's details, the confirmed slot) and notes.
 */
export function orderRoutes(app: AdminApp, { ordersAdmin }: { ordersAdmin: OrdersAdmin }) {
  app.get(
    '/orders',
    { schema: { querystring: orderListQuery, response: { 200: orderListResponse, ...failures } } },
    async (request) => {
      const { page: p, pageSize: size, ...filters } = request.query;
      return { data: await ordersAdmin.list(filters, p, size) };
    },
  );

  app.get(
    '/orders/export.csv',
    {
      schema: { querystring: orderExportQuery, response: { 200: csvText, ...failures } },
    },
    async (request, reply) => {
      const { includeSensitive, ...filters } = request.query;
      const sensitive = includeSensitive === 'yes';
      const staff = staffOf(request);
      const { csv } = await ordersAdmin.exportCsv(filters, sensitive, staff, request.ip);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/orders/:orderId',
    { schema: { params: adminOrderIdParams, response: { 200: orderDetailResponse, ...failures } } },
    async (request) => {
      const staff = staffOf(request);
      const order = await ordersAdmin.detail(request.params.orderId, staff, request.ip);
      if (!order) throw notFound('The order');
      return { data: { order } };
    },
  );

  app.post(
    '/orders/:orderId/transitions',
    {
      schema: {
        params: adminOrderIdParams,
        body: transitionBody,
        response: { 200: transitionResponse, ...failures },
      },
    },
    async (request) => {
      const result = await ordersAdmin.transition(
        request.params.orderId,
        request.body,
        staffOf(request),
        request.ip,
      );
      return { data: result };
    },
  );

  app.post(
    '/orders/:orderId/duplicate-refunds',
    {
      schema: {
        params: adminOrderIdParams,
        body: duplicateRefundBody,
        response: { 200: duplicateRefundResponse, ...failures },
      },
    },
    async (request) => {
      const result = await ordersAdmin.refundDuplicates(
        request.params.orderId,
        request.body,
        staffOf(request),
        request.ip,
      );
      return { data: result };
    },
  );

  app.patch(
    '/orders/:orderId/candidate',
    {
      schema: {
        params: adminOrderIdParams,
        body: candidateCorrectionBody,
        response: { 200: candidateCorrectedResponse, ...failures },
      },
    },
    async (request) => {
      const result = await ordersAdmin.correctDetails(
        request.params.orderId,
        request.body,
        staffOf(request),
        request.ip,
      );
      return { data: result };
    },
  );

  app.patch(
    '/orders/:orderId/confirmed',
    {
      schema: {
        params: adminOrderIdParams,
        body: slotCorrectionBody,
        response: { 200: slotCorrectedResponse, ...failures },
      },
    },
    async (request) => {
      const result = await ordersAdmin.correctSlot(
        request.params.orderId,
        request.body,
        staffOf(request),
        request.ip,
      );
      return { data: result };
    },
  );

  app.post(
    '/orders/:orderId/notes',
    {
      schema: {
        params: adminOrderIdParams,
        body: noteBody,
        response: { 201: noteAddedResponse, ...failures },
      },
    },
    async (request, reply) => {
      await ordersAdmin.addNote(
        request.params.orderId,
        request.body.note,
        staffOf(request),
        request.ip,
      );
      return reply.code(201).send({ data: { added: true as const } });
    },
  );
}
