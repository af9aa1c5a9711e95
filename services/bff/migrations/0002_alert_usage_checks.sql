-- When a customer's consumption, budget and convention alerts were last evaluated
-- (docs/decisions/0024-alerts-on-consumption-budget-and-conventions.md): those read data that
-- change daily at most, and cost more upstream calls, so they are evaluated every few hours, not
-- at every run. `checked_at` is when the last evaluation read the settings; `reset_at` when a
-- setting of these kinds last changed (a change after the last read makes them due again, even
-- one made while an evaluation was running). `cursor` is where the next evaluation goes on
-- through the customer's supplies, a few at a time.
CREATE TABLE alert_usage_checks (
  customer   text        PRIMARY KEY,
  checked_at timestamptz NOT NULL,
  reset_at   timestamptz,
  cursor     integer     NOT NULL DEFAULT 0
);
