-- A job asked to run while a replica runs it (decision 0023): `rerun_at` keeps the asked time, and
-- the replica's release makes the job due then rather than only at its next run.
ALTER TABLE jobs ADD COLUMN rerun_at timestamptz;
