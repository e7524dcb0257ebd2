/** Message bodies in Markdown, rendered safely (no raw HTML, no script links). */
export { Markdown } from './Markdown';
