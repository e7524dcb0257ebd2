-- Money columns take 24 digits before the point: a row holds at most 14 (the contract's), and rollups,
-- invoices and the ledger hold sums of rows, which a few rows could take past 20 (a month's invoicing of
-- every website failed on one website's sum). Raising a numeric's precision keeps its scale: no rewrite.
ALTER TABLE "statistic_format_totals" ALTER COLUMN "revenue" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_format_totals" ALTER COLUMN "revenue" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_format_totals" ALTER COLUMN "platform_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_format_totals" ALTER COLUMN "platform_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_format_totals" ALTER COLUMN "network_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_format_totals" ALTER COLUMN "network_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "revenue" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "revenue" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "supplier_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "supplier_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "pmp_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "pmp_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "platform_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "platform_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "network_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_group_days" ALTER COLUMN "network_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "revenue" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "revenue" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "supplier_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "supplier_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "pmp_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "pmp_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "platform_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "platform_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "network_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_source_days" ALTER COLUMN "network_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "revenue" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "revenue" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "supplier_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "supplier_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "pmp_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "pmp_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "platform_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "platform_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "network_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_supplier_days" ALTER COLUMN "network_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "revenue" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "revenue" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "supplier_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "supplier_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "pmp_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "pmp_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "platform_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "platform_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "network_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_website_days" ALTER COLUMN "network_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_website_totals" ALTER COLUMN "revenue" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_website_totals" ALTER COLUMN "revenue" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_website_totals" ALTER COLUMN "platform_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_website_totals" ALTER COLUMN "platform_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistic_website_totals" ALTER COLUMN "network_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistic_website_totals" ALTER COLUMN "network_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "revenue" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "revenue" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "supplier_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "supplier_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "pmp_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "pmp_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "platform_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "platform_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "network_after" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "network_after" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "amount" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "amount" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "amount" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "amount" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "deduction" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "deduction" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "wallet_entries" ALTER COLUMN "amount" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "wallet_entries" ALTER COLUMN "amount" SET DEFAULT '0';
