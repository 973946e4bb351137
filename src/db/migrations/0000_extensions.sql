-- Extensions used by catalog search (weighted full-text, trigram typo tolerance, accents).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
