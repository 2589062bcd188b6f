-- Web Push: the browsers that asked to be told of a saved
-- search's new ads and of new messages. A row is one device's subscription
-- (PushSubscription.toJSON(): the push service's endpoint and the keys the
-- payload is encrypted to) for one account; an endpoint belongs to one account
-- at a time (a second account subscribing on the same browser takes it over).
-- At most features/push/schema.ts MAX_PUSH_DEVICES rows per account, the oldest
-- dropped first; a row is dropped when its push service answers 404 or 410.

CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,                  -- the browser's P-256 public key, base64url (65 bytes)
  auth TEXT NOT NULL,                    -- the browser's authentication secret, base64url (16 bytes)
  language TEXT NOT NULL DEFAULT 'ar',   -- the page's language when it subscribed: the notifications' language
  created_at TEXT NOT NULL
);
CREATE INDEX push_subscriptions_by_user ON push_subscriptions(user_id, created_at);
