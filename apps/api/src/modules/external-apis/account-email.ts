/**
 * The account the credentials belong to, for the demand-source form's 'name - account email'
 * label: a JSON key file's `client_email` (Google service accounts, used by Ad Manager and
 * AdSense), `account_email`, `email` or `username`; else the first e-mail address in the text.
 */
export function accountEmailOf(code: string): string {
  try {
    const parsed: unknown = JSON.parse(code);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      for (const key of ['client_email', 'account_email', 'email', 'username']) {
        const value = record[key];
        if (typeof value === 'string' && value.includes('@')) return value.slice(0, 254);
      }
    }
  } catch {
    // Not JSON: look for an address in the text.
  }
  return /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(code)?.[0]?.slice(0, 254) ?? '';
}
