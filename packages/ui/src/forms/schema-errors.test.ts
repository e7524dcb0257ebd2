import { describe, expect, it } from 'vitest';
import { playerSettingsEndpoints } from '@pubdesk/contract';
import { schemaErrors } from './schema-errors';

describe('schemaErrors', () => {
  it("keys each refused field as the API does, with the server's message, and accepts a good body", () => {
    const body = playerSettingsEndpoints.update.body!;
    expect(schemaErrors(body, { desktop_width: 1300, autoplay: { view_percentage: 101 } })).toMatchObject({
      desktop_width: 'Ensure this value is less than or equal to 1200.',
      'autoplay.view_percentage': 'Ensure this value is less than or equal to 100.',
    });
    expect(schemaErrors(body, { desktop_width: 640 })).toBeNull();
  });
});
