-- The wallets' ledger stays append-only against TRUNCATE too (0020's row trigger never sees one).
-- A statement trigger refuses it, also when it comes as the CASCADE of another table's truncate.
-- The test harness, which empties every table between tests, disables this trigger inside the
-- transaction of its truncate (test/harness.ts): the trigger is the table owner's to switch off.
CREATE FUNCTION pubdesk_ledger_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_truncate BEFORE TRUNCATE ON wallet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_ledger_no_truncate();
