-- Messaging's safety and notices: blocks between people, conversation
-- reports in the moderation queue, and the "you have a message" e-mail
-- (at most one per conversation and side per 30 minutes, and only while the
-- person wants them).
CREATE TABLE blocks (
  blocker_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
) WITHOUT ROWID;
CREATE INDEX blocks_blocked ON blocks(blocked_id, blocker_id);

ALTER TABLE users ADD COLUMN message_emails INTEGER NOT NULL DEFAULT 1 CHECK (message_emails IN (0, 1));
ALTER TABLE conversations ADD COLUMN buyer_notified_at TEXT;
ALTER TABLE conversations ADD COLUMN seller_notified_at TEXT;

-- A report about a conversation names it; the moderator can then read it.
ALTER TABLE reports ADD COLUMN conversation_id INTEGER REFERENCES conversations(id) ON DELETE SET NULL;
CREATE INDEX reports_by_conversation ON reports(conversation_id) WHERE conversation_id IS NOT NULL;
