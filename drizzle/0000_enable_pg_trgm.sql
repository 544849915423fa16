-- Trigram indexes of the accounts search (gin_trgm_ops) need pg_trgm before the schema migration runs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
