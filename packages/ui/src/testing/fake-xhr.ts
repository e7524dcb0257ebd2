/**
 * A stand-in for XMLHttpRequest (jsdom's would try the network), for uploads that report their
 * progress: install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`, then drive the request the
 * code sent with `progress()` and `respond()`.
 */
export class FakeXhr {
  /** Every request sent since the last `reset()`, oldest first. */
  static sent: FakeXhr[] = [];
  static reset(): void {
    FakeXhr.sent = [];
  }
  static last(): FakeXhr {
    const last = FakeXhr.sent[FakeXhr.sent.length - 1];
    if (!last) throw new Error('No request was sent');
    return last;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' && this.responseText ? 'application/json' : null;
  }
  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** `loaded` of `total` bytes of the body have gone out. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The server answers (JSON). */
  respond(status: number, body?: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  /** No answer comes: the connection failed. */
  fail(): void {
    this.onerror?.();
  }
}
