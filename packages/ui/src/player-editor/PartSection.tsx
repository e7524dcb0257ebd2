import { useState, type ReactNode } from 'react';
import type { EndpointSpec, ResponseOf } from '@pubdesk/contract';
import { fieldErrors } from '../api/api-client';
import { type Locator, useEndpointMutation, useEndpointQuery } from '../api/endpoints';
import { t, type MessageKey } from '../i18n';
import { DetailState } from '../forms/DetailState';
import { notifyDone, notifyRefused } from '../notify/notices';
import { SaveFailure } from '../forms/SaveFailure';
import { useFields } from '../forms/use-fields';
import { schemaErrors } from '../forms/schema-errors';
import { OptionsForm } from './OptionsCard';

type Part = { id: number; player: number };
type GetEndpoint = EndpointSpec & { method: 'GET' };
/** A part as the GET answers it. */
type ItemOf<G extends GetEndpoint> = ResponseOf<G> & object;

export interface PartForm<T> {
  values: T;
  set: <K extends keyof T>(name: K, value: T[K]) => void;
  /** The refused save's field errors (`autoplay.view_percentage` for a nested field). */
  errors: Record<string, string>;
  readOnly: boolean;
}

interface PartSectionProps<G extends GetEndpoint, U extends EndpointSpec> {
  /** The section's anchor (option-sections.ts). */
  anchor: string;
  title: string;
  get: G;
  update: U;
  id: number;
  /** The section's success and failure notices (spec section 8). */
  saved: MessageKey;
  failed: MessageKey;
  readOnly: boolean;
  /** Above the form, in the same card: controls that act at once (the style's logo). */
  intro?: ReactNode;
  children: (form: PartForm<ItemOf<G>>) => ReactNode;
}

/**
 * One part of a player (settings, style, format, ...) as a section of its options: it loads the
 * part, keeps the fields, and saves them with PATCH, notifying the section's own success or
 * failure text.
 */
export function PartSection<G extends GetEndpoint, U extends EndpointSpec>(props: PartSectionProps<G, U>) {
  const query = useEndpointQuery(props.get, { params: { id: props.id } } as unknown as Locator<G>);
  return <DetailState query={query}>{(part) => <PartFormCard {...props} part={part} />}</DetailState>;
}

function PartFormCard<G extends GetEndpoint, U extends EndpointSpec>({
  anchor,
  title,
  update,
  id,
  saved,
  failed,
  readOnly,
  intro,
  children,
  part,
}: PartSectionProps<G, U> & { part: ResponseOf<G> }) {
  const { values, set } = useFields<ItemOf<G>>(part as ItemOf<G>);
  const save = useEndpointMutation(update, { params: { id } } as unknown as Locator<U>);
  // What the contract's schema refuses is shown at once and never sent; a change clears it.
  const [refused, setRefused] = useState<Record<string, string> | null>(null);
  const change: typeof set = (name, value) => {
    set(name, value);
    setRefused(null);
  };
  const submit = () => {
    // The id, the player and what the server keeps (the monetization's schedule, the style's logo) are not sent.
    const { id: _id, player: _player, schedule: _schedule, logo_url: _logo, ...body } = values as unknown as Part & Record<string, unknown>;
    const errors = update.body ? schemaErrors(update.body, body) : null;
    setRefused(errors);
    if (errors) return;
    save.mutate(body as never, {
      onSuccess: () => notifyDone(t(saved)),
      onError: (error) => notifyRefused(failed, error),
    });
  };
  return (
    <OptionsForm id={anchor} title={title} onSubmit={submit} submitting={save.isPending} readOnly={readOnly} intro={intro}>
      {children({ values, set: change, errors: refused ?? fieldErrors(save.error), readOnly })}
      {save.error ? <SaveFailure error={save.error} /> : null}
    </OptionsForm>
  );
}
