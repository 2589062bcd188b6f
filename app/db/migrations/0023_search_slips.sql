-- Search in both scripts: the slip index. For every word of five
-- letters or more (letters only) in an ad's normalised title or description,
-- the word itself and the word less each one of its letters ("deletion keys"),
-- each row (key, word). A typed word's own keys find, by the primary key, the
-- words one letter wrong, missing or extra from it (lib/search-terms.ts keeps
-- the true slips). Rows are added in the batch that writes the ad's search
-- row (features/ads/queries.server.ts) and never removed: a word no ad holds
-- any more only adds a term that matches nothing.
CREATE TABLE search_slips (
  key TEXT NOT NULL,
  term TEXT NOT NULL,
  PRIMARY KEY (key, term)
) WITHOUT ROWID;

-- The words of the ads already written, from their search rows (normalised
-- text, words separated by one space).
WITH RECURSIVE
  texts(rest) AS (SELECT name || ' ' || description || ' ' FROM ads_fts),
  words(word, rest) AS (
    SELECT '', rest FROM texts
    UNION ALL
    SELECT substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1) FROM words WHERE rest <> ''
  ),
  terms(term) AS (
    SELECT DISTINCT word FROM words
    WHERE length(word) >= 5 AND word NOT GLOB '*[0-9]*'
  ),
  positions(p) AS (SELECT 1 UNION ALL SELECT p + 1 FROM positions WHERE p < 100)
INSERT OR IGNORE INTO search_slips (key, term)
SELECT term, term FROM terms
UNION ALL
SELECT substr(term, 1, p - 1) || substr(term, p + 1), term FROM terms JOIN positions ON p <= length(term);
