-- Paused alerts that a sign-in resumed (decision 0023): the portal tells the customer once, and
-- `resumed_at` is cleared when they have read it.
ALTER TABLE alert_recipients ADD COLUMN resumed_at timestamptz;
