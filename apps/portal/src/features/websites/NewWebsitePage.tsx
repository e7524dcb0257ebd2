import { Anchor, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { websiteCategories } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { choicesOf } from '@pubdesk/ui/choices';
import { SubmitForm, useFields } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { useCreateWebsite, useWebsiteChoices, type NewWebsite } from './websites.api';

const fields = ['name', 'url', 'category'] as const;

/**
 * /websites/new: name, address and category (the server's choices). The server checks them
 * (its messages show under the fields) and keeps the website pending for staff to review.
 */
export function NewWebsitePage() {
  const navigate = useNavigate();
  const { values, set, text } = useFields<NewWebsite>({ name: '', url: '', category: '' });
  const categories = choicesOf(useWebsiteChoices().data, 'category', websiteCategories);
  const create = useCreateWebsite();
  const errors = fieldErrors(create.error);

  const submit = () =>
    create.mutate(values, {
      onSuccess: () => {
        notifyDone(t('portalWebsites.added'));
        void navigate('/websites');
      },
      onError: (error) => notifyRefused('portalWebsites.addFailed', error, fields),
    });

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to="/websites" size="sm">
        {t('portalWebsites.backToList')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('websites.wizardTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('portalWebsites.addIntro')}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="md">
        <SubmitForm onSubmit={submit} aria-label={t('websites.wizardTitle')}>
          <Stack gap="sm">
            <TextInput label={t('common.name')} required {...text('name')} error={errors.name} data-autofocus />
            <TextInput
              label={t('websites.url')}
              placeholder={t('websites.urlPlaceholder')}
              type="url"
              required
              {...text('url')}
              error={errors.url}
            />
            <Select
              label={t('websites.category')}
              placeholder={t('websites.categoryPlaceholder')}
              required
              data={categories}
              value={values.category || null}
              onChange={(next) => set('category', next ?? '')}
              searchable
              error={errors.category}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" component={Link} to="/websites">
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('websites.wizardTitle')}
              </Button>
            </Group>
          </Stack>
        </SubmitForm>
      </Card>
    </Stack>
  );
}
