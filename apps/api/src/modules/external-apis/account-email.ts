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
  // Word by word, and only words short enough to be an address: the pattern tried on the whole
  // text restarted at every character of a long run (20,000 characters took 0.65 s).
  for (const word of code.split(/[^\w.+@-]+/)) {
    if (word.length > MAX_WORD || !word.includes('@')) continue;
    const found = ADDRESS.exec(word)?.[0];
    if (found) return found.slice(0, 254);
  }
  return '';
}

const ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
/** An address is at most 254 characters; a word much longer is not one. */
const MAX_WORD = 320;
