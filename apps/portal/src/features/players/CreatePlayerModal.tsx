import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { playerTypes, type BodyIn, type Player, type playerEndpoints } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { SubmitForm, useFields } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { WebsiteSelect } from '../../components/WebsiteSelect';
import { playerPath } from './paths';
import { useCreatePlayer } from './players.api';

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: capitalizeUnderscored(value) }));

function Buttons({ submitting, onCancel }: { submitting: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('common.save')}
      </Button>
    </Group>
  );
}

interface NewPlayerValues {
  name: string;
  website: number | null;
  player_type: Player['player_type'];
}

/**
 * 'Create new player' (a network's): name, website and type. It starts pending with every part at
 * its defaults, and its options open next (as the console's Create does).
 */
export function CreatePlayerModal({ websiteId, onClose }: { websiteId: number | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { values, set, text } = useFields<NewPlayerValues>({ name: '', website: websiteId, player_type: 'instream' });
  const create = useCreatePlayer();
  const errors = fieldErrors(create.error);
  const submit = () => {
    // Without a website the server says the field is required.
    const body = { name: values.name, player_type: values.player_type, ...(values.website === null ? {} : { website_id: values.website }) };
    create.mutate(body as BodyIn<typeof playerEndpoints.create>, {
      onSuccess: (player) => {
        notifyDone(t('players.created'));
        navigate(playerPath(player.id));
      },
      onError: (error) => notifyRefused('players.createFailed', error, ['name', 'website_id', 'player_type']),
    });
  };
  return (
    <Modal opened onClose={onClose} title={t('players.createTitle')}>
      <SubmitForm onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label={t('common.name')} required {...text('name')} error={errors.name} data-autofocus />
          <WebsiteSelect
            label={t('common.website')}
            placeholder={t('portalWebsites.websitePlaceholder')}
            required
            value={values.website}
            onChange={(website) => set('website', website)}
            error={errors.website_id}
          />
          <Select
            label={t('players.playerType')}
            data={optionsOf(playerTypes)}
            value={values.player_type}
            onChange={(next) => {
              const picked = playerTypes.find((type) => type === next);
              if (picked) set('player_type', picked);
            }}
            allowDeselect={false}
            error={errors.player_type}
            comboboxProps={{ withinPortal: true }}
          />
          <Buttons submitting={create.isPending} onCancel={onClose} />
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
