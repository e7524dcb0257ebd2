/** One audit log row, as the audit hook (plugins/audit.ts) records it after a successful write. */
export interface AuditEntry {
  /** The route's tag. */
  service: string;
  /** The route's operation id. */
  action: string;
  userId: number | null;
  /** The staff user behind an impersonated session. */
  impersonatorId: number | null;
  /** Client, method, path, status and the record's id; never the request body. */
  data: Record<string, unknown>;
}

/** Stores an entry; the audit module implements it, the wiring hands it to the hook. */
export type AuditWriter = (entry: AuditEntry) => Promise<void>;
