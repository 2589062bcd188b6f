-- Phone verification by SMS.
--
-- A code sent by SMS is a verification code like the e-mailed ones, with its
-- own purpose, 'verify_phone': its destination (the `email` column, which
-- holds where a code was sent) is the phone number in E.164, and confirming
-- it marks users.phone_verified_at only while the account still has that
-- number. SQLite cannot change a CHECK constraint in place, so the table is
-- rebuilt with the new purpose allowed (nothing references it).
CREATE TABLE verification_codes_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset_password', 'change_email', 'verify_phone')),
  email TEXT NOT NULL,                 -- the destination: an e-mail address, or a phone number for 'verify_phone'
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  expires_at TEXT NOT NULL,
  consumed_at TEXT
);
INSERT INTO verification_codes_new (id, user_id, purpose, email, code_hash, attempts, created_at, expires_at, consumed_at)
  SELECT id, user_id, purpose, email, code_hash, attempts, created_at, expires_at, consumed_at FROM verification_codes;
DROP TABLE verification_codes;
ALTER TABLE verification_codes_new RENAME TO verification_codes;
CREATE INDEX verification_codes_by_user ON verification_codes(user_id, purpose, created_at);
CREATE INDEX verification_codes_by_expiry ON verification_codes(expires_at);

-- Outgoing SMS. Locally (no provider configured) the whole message is kept
-- here and read on /dev/sms; with the provider, a record of what was sent
-- without its body (bodies carry codes) and the provider's message id.
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  to_phone TEXT NOT NULL,              -- E.164
  body_text TEXT NOT NULL,
  kind TEXT NOT NULL,                  -- 'verify_phone'
  language TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('sent', 'failed')),
  provider_id TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX sms_outbox_by_recipient ON sms_outbox(to_phone, id);
CREATE INDEX sms_outbox_by_time ON sms_outbox(created_at);

-- The "phone verified" badge is on public pages the edge cache keeps
-- (the ad page, the trader's page): a phone verified, or no longer, is a
-- change of public content like a new company name (migration 0013).
CREATE TRIGGER content_version_users_phone_verified AFTER UPDATE OF phone_verified_at ON users
  WHEN (OLD.phone_verified_at IS NULL) <> (NEW.phone_verified_at IS NULL)
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
