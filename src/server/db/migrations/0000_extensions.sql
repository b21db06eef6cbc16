-- Trigram operators for the product term search index (products.search_text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
