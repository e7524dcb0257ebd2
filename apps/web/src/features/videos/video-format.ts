/** How the library shows a video's size and length (docs/product-rules.md#display). */

const bytesPerMb = 1048576;

/** Bytes as megabytes with one decimal: 5242880 -> '5.0'. */
export function megabytes(bytes: number): string {
  return (bytes / bytesPerMb).toFixed(1);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Seconds as hh:mm:ss, rounded to the nearest second (a probe reports 2.999 for a three-second
 * clip); null while the length is unknown (not probed yet, or an HLS stream).
 */
export function duration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(total % 60)}`;
}

/** An upload's progress in whole percent, 100 only once every byte is sent. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((sent * 100) / total));
}
