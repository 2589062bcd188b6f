-- Messaging: a conversation is one buyer asking one seller about one ad;
-- its messages are the record (D1). The ad's name is kept so a conversation
-- about a deleted ad stays readable.
CREATE TABLE conversations (
  id INTEGER PRIMARY KEY,
  ad_id INTEGER REFERENCES ads(id) ON DELETE SET NULL,   -- NULL once the ad is deleted
  ad_name TEXT NOT NULL,
  buyer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seller_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_message_at TEXT NOT NULL,
  last_message_id INTEGER,
  buyer_read_id INTEGER NOT NULL DEFAULT 0,    -- the newest message each side has read
  seller_read_id INTEGER NOT NULL DEFAULT 0,
  CHECK (buyer_id <> seller_id)
);
-- One conversation per buyer and ad.
CREATE UNIQUE INDEX conversations_buyer_ad ON conversations(buyer_id, ad_id);
-- Each side's inbox, newest first.
CREATE INDEX conversations_by_buyer ON conversations(buyer_id, last_message_at);
CREATE INDEX conversations_by_seller ON conversations(seller_id, last_message_at);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sender_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at TEXT NOT NULL
);
CREATE INDEX messages_by_conversation ON messages(conversation_id, id);
