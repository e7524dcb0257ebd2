CREATE TABLE "reset_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reset_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_hash" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reset_requests_email_idx" ON "reset_requests" USING btree ("email_hash","created_at");--> statement-breakpoint
CREATE INDEX "reset_requests_ip_idx" ON "reset_requests" USING btree ("ip","created_at");