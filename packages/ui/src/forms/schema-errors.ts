import type { EndpointSpec } from '@pubdesk/contract';

type Schema = NonNullable<EndpointSpec['body']>;

/**
 * What a contract schema refuses in a form's body before it is sent: the first message of each
 * field, keyed as the API keys its field errors ('autoplay.view_percentage'); null when it
 * accepts. The server runs the same schema, so what passes here is not refused for its shape.
 */
export function schemaErrors(schema: Schema, value: unknown): Record<string, string> | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'non_field_errors'] ??= issue.message;
  return errors;
}
