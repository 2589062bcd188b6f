-- Saved searches' alerts, matched as the listing reads a text
-- (features/saved-searches/alert-text.server.ts), and their e-mails in HTML.
--
-- Matching a batch of new ads asks the searches with text (candidates, then
-- their FTS5 expression) and those without (hits at once) in two statements:
-- each finds its own searches by category and subcategory, never the other's.
CREATE INDEX saved_searches_with_text ON saved_searches(category_key, subcategory_key) WHERE match_query IS NOT NULL;
CREATE INDEX saved_searches_without_text ON saved_searches(category_key, subcategory_key) WHERE match_query IS NULL;
DROP INDEX saved_searches_by_category;

-- E-mails with an HTML part beside the text (multipart/alternative). The local
-- outbox keeps the HTML part for /dev/mailbox/{id}; with a mail provider, as
-- for the text, no body is kept.
ALTER TABLE outbox ADD COLUMN body_html TEXT;
