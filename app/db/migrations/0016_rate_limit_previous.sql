-- Sliding-window rate limits: each key keeps the count of the window before
-- its current one, and a hit weighs it by how much of that window is still
-- within the last window length (server/rate-limit.server.ts). With fixed
-- windows alone, five guesses just before a window's end and five just after
-- all passed: ten in a few seconds, against a limit of five.
ALTER TABLE rate_limits ADD COLUMN previous_count INTEGER NOT NULL DEFAULT 0;
