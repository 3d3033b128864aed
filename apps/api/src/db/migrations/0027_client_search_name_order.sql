-- The dashboard search pages a text search in name order by walking this index: with the
-- search text, status and agency code included, the walk tests each client from the index alone
-- (an index-only scan) and reads the heap only for the page's rows, instead of reading thousands
-- of client rows to find a page of matches (decision 0019). It replaces clients_full_name.
CREATE INDEX IF NOT EXISTS clients_full_name_search
  ON clients (full_name, id) INCLUDE (status, parent_company, search_text);
--> statement-breakpoint
DROP INDEX IF EXISTS "clients_full_name";
