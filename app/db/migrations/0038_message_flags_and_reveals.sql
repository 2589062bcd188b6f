-- Trust and safety around contact between people.
--
-- A message that reads like a scam (a deposit or payment asked before
-- meeting, an outside link, a move to another app or a phone number) keeps
-- the reasons it was flagged for ("payment,link"): its receiver sees a safety
-- notice beside it. Flagged messages are rare; the partial index finds a
-- sender's recent ones (how many conversations they went to) without
-- touching anyone else's messages.
ALTER TABLE messages ADD COLUMN flag TEXT;
CREATE INDEX messages_flagged_by_sender ON messages(sender_id, created_at) WHERE flag IS NOT NULL;

-- A seller's number is no longer in any page: a visitor reveals it with a
-- tap, and that tap is the contact counted for the seller's numbers (the
-- call, WhatsApp and SMS presses after it are not counted again).
ALTER TABLE ad_daily_stats ADD COLUMN reveals INTEGER NOT NULL DEFAULT 0;
