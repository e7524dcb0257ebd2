import { describe, expect, it } from 'vitest';
import { emptyTagForm, payloadFromForm } from './tag-form';

describe('payloadFromForm', () => {
  it('sends the status chosen by radio', () => {
    expect(payloadFromForm({ name: ' Header ', code: '<script>\n</script>', status: 'suspended' }, 4)).toEqual({
      website_id: 4,
      name: 'Header',
      code: '<script>\n</script>',
      status: 'suspended',
    });
    expect(payloadFromForm(emptyTagForm, 4).status).toBe('active');
  });

  it('leaves a pending status out, so that saving keeps it (pending is display only)', () => {
    expect(payloadFromForm({ name: 'Header', code: 'x', status: 'pending' }, 4)).toEqual({ website_id: 4, name: 'Header', code: 'x' });
  });
});
