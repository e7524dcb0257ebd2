/** The named fields of a record, and only those: what a form starts from and sends back. */
export function pick<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>;
}
