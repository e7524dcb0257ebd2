-- Each claim of an import run counts up: an execution stages and writes only while its claim is the
-- latest, so a job retried while the first handler still ran cannot write the run a second time beside it.
ALTER TABLE "import_runs" ADD COLUMN "claim" integer DEFAULT 0 NOT NULL;