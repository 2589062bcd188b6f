-- Moderators approve the version they reviewed: every edit of an
-- ad by its owner adds one to its revision, the approve form posts the
-- revision the moderator saw, and an approval of an older revision is refused.
ALTER TABLE ads ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
