-- Accounts: indexes for the queries the account area and the
-- local mailbox run, so neither scans its table.

-- A user's recent support requests (account → customer support).
CREATE INDEX support_requests_by_user ON support_requests(user_id, created_at);

-- The local mailbox filtered by recipient, newest first (development and tests).
CREATE INDEX outbox_by_recipient ON outbox(to_email COLLATE NOCASE, id);
