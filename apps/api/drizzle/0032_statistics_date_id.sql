-- The raw list in its order (day, then id) as an index: a file of the whole list reads it a page
-- at a time from where the last page stopped, each page a range of this index instead of a sort
-- of every row the filter matches (an offset re-read all the rows before it, page after page).
CREATE INDEX "statistics_date_id_idx" ON "statistics" USING btree ("date","id");