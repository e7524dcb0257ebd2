-- The mail sweeper (mail.resume) looks for messages left queued among every message ever sent.
CREATE INDEX "mail_outbox_queued_idx" ON "mail_outbox" USING btree ("created_at") WHERE status = 'queued';
