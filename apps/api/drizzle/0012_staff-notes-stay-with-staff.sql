-- A done request's note was staff's own, yet the customer's status page showed it as the
-- outcome: it is kept in order_notes (each request's close added it there), so it leaves here.
UPDATE "change_requests" SET "outcome_note" = NULL WHERE "status" = 'done';
