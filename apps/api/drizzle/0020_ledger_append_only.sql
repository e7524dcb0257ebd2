-- The wallets' ledger is append-only (modules/wallets): a correction is a new entry, never an edit.
-- The database refuses an UPDATE or DELETE of an entry, whatever code or console sends it. The one
-- change allowed is the user's foreign key clearing the author when that user is deleted.
CREATE FUNCTION pubdesk_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL
     AND (NEW.id, NEW.wallet_id, NEW.invoice_id, NEW.kind, NEW.amount, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.wallet_id, OLD.invoice_id, OLD.kind, OLD.amount, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'wallet_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION pubdesk_ledger_append_only();
