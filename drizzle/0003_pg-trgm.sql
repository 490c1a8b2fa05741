-- Custom migration (drizzle-kit cannot declare extensions): the inbox search
-- matches substrings of names, e-mails, companies and messages with ILIKE, which
-- only a trigram index (pg_trgm's gin_trgm_ops) can serve without reading every
-- row. pg_trgm is a trusted extension, so the database owner may create it; on
-- PGlite the extension is loaded where the instance is created (src/server/db/connect.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
