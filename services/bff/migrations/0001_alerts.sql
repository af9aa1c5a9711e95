-- The portal's own store (docs/decisions/0022-the-portals-own-store.md): what no §7 call keeps.

-- A customer's alert settings: one row per customer (the user's e-mail, §3 oauth_user), kind and
-- scope ('' for the customer as a whole, else a supply's pod/pdr). `parameter` tunes a kind that has
-- one (days before a bill's due date, a percentage, an amount).
CREATE TABLE alert_settings (
  customer   text        NOT NULL,
  kind       text        NOT NULL,
  scope      text        NOT NULL DEFAULT '',
  enabled    boolean     NOT NULL,
  parameter  numeric,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer, kind, scope)
);

-- Who gets alerts and how the job reads their data without a browser (decision 0023): the portal
-- refresh token of a lineage of the customer's own, encrypted (AES-256-GCM), and the language and
-- address of the mails. `paused_reason` is set when the token no longer refreshes.
CREATE TABLE alert_recipients (
  customer        text        PRIMARY KEY,
  email           text        NOT NULL,
  locale          text        NOT NULL,
  segment         text        NOT NULL,
  fingerprint     text        NOT NULL,
  refresh_token   bytea       NOT NULL,
  paused_reason   text,
  paused_at       timestamptz,
  -- When alerts were first turned on: bills issued before it are not news.
  enrolled_at     timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Every alert raised, once: the unique key is inserted before the mail is sent.
CREATE TABLE alerts (
  id          bigserial   PRIMARY KEY,
  customer    text        NOT NULL,
  kind        text        NOT NULL,
  subject     text        NOT NULL,
  period      text        NOT NULL,
  facts       jsonb       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  mailed_at   timestamptz,
  read_at     timestamptz,
  UNIQUE (customer, kind, subject, period)
);
CREATE INDEX alerts_by_customer ON alerts (customer, created_at DESC);

-- Jobs: claimed with FOR UPDATE SKIP LOCKED, leased until `locked_until`, so a replica that dies
-- with a job frees it; `run_at` is when it is due (a recurring job is moved on when it ends).
CREATE TABLE jobs (
  id           bigserial   PRIMARY KEY,
  kind         text        NOT NULL,
  key          text        NOT NULL,
  payload      jsonb       NOT NULL DEFAULT '{}'::jsonb,
  run_at       timestamptz NOT NULL DEFAULT now(),
  locked_by    text,
  locked_until timestamptz,
  attempts     integer     NOT NULL DEFAULT 0,
  last_error   text,
  finished_at  timestamptz,
  UNIQUE (kind, key)
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE finished_at IS NULL;

-- Upstream calls a job made per customer and hour (the bound of decision 0023).
CREATE TABLE job_call_budget (
  customer text        NOT NULL,
  hour     timestamptz NOT NULL,
  calls    integer     NOT NULL,
  PRIMARY KEY (customer, hour)
);
