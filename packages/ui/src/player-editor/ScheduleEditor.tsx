import { ActionIcon, Badge, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEraser, IconX } from '@tabler/icons-react';
import { scheduleEndpoints, scheduleTypes, type Player } from '@pubdesk/contract';
import { t, type MessageKey } from '../i18n';
import { optionSections } from './option-sections';
import { PartSection } from './PartSection';
import { ChoiceField } from './player-fields';
import { useAdScripts, useAdTags } from './players.api';
import { clear, drop, idsIn, pick, sectionsOf, type ScheduleSection, type ScheduleValues } from './schedule-edits';

const sectionLabels: Record<ScheduleSection, MessageKey> = {
  preroll: 'players.preroll',
  midroll: 'players.midroll',
  postroll: 'players.postroll',
  vast: 'players.vast',
  multiple_vast: 'players.multipleVast',
  display_banner: 'players.displayBanner',
};

/**
 * The player's schedule: vmap shows preroll, midroll and postroll, vast one tag, multiple_vast a
 * list; the display banner (one ad script) shows with every type. A pick replaces in vast and
 * the banner and appends elsewhere; the eraser empties a section.
 */
export function ScheduleEditor({ player, readOnly }: { player: Player; readOnly: boolean }) {
  const tags = useAdTags(player.website_id);
  const scripts = useAdScripts(player.website_id);
  if (player.schedule === null) return null;
  const tagOptions = (tags.data?.results ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }));
  const scriptOptions = (scripts.data?.results ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.ad_id} (${s.ad_width}x${s.ad_height})`,
  }));
  return (
    <PartSection
      anchor={optionSections.schedule.id}
      title={t('players.schedule')}
      get={scheduleEndpoints.get}
      update={scheduleEndpoints.update}
      id={player.schedule}
      saved="players.scheduleUpdated"
      failed="players.scheduleFailed"
      readOnly={readOnly}
    >
      {({ values, set, errors }) => {
        const apply = (next: ScheduleValues) => {
          for (const key of Object.keys(next) as Array<keyof ScheduleValues>) if (next[key] !== values[key]) set(key, next[key] as never);
        };
        const section = (name: ScheduleSection) => (
          <ScheduleSectionBox
            key={name}
            label={t(sectionLabels[name])}
            ids={idsIn(values, name)}
            options={name === 'display_banner' ? scriptOptions : tagOptions}
            error={errors[name]}
            readOnly={readOnly}
            onPick={(id) => apply(pick(values, name, id))}
            onDrop={(id) => apply(drop(values, name, id))}
            onClear={() => apply(clear(values, name))}
          />
        );
        return (
          <>
            <ChoiceField
              label={t('players.scheduleType')}
              values={scheduleTypes}
              value={values.type}
              onChange={(v) => set('type', v)}
              error={errors.type}
              disabled={readOnly}
            />
            <SimpleGrid cols={{ base: 1, sm: values.type === 'vmap' ? 3 : 1 }}>{sectionsOf(values.type).map(section)}</SimpleGrid>
            {section('display_banner')}
          </>
        );
      }}
    </PartSection>
  );
}

interface SectionBoxProps {
  label: string;
  ids: number[];
  options: Array<{ value: string; label: string }>;
  error?: string;
  readOnly: boolean;
  onPick: (id: number) => void;
  onDrop: (id: number) => void;
  onClear: () => void;
}

function ScheduleSectionBox({ label, ids, options, error, readOnly, onPick, onDrop, onClear }: SectionBoxProps) {
  const nameOf = (id: number) => options.find((o) => o.value === String(id))?.label ?? `#${id}`;
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {!readOnly && ids.length > 0 ? (
          <ActionIcon variant="subtle" size="sm" aria-label={t('players.clearSection', { section: label })} onClick={onClear}>
            <IconEraser size={14} />
          </ActionIcon>
        ) : null}
      </Group>
      {ids.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('players.emptySection')}
        </Text>
      ) : (
        <Group gap={4} role="list" aria-label={label}>
          {ids.map((id) => (
            <Badge
              key={id}
              role="listitem"
              variant="light"
              tt="none"
              rightSection={
                readOnly ? null : (
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t('players.removeFromSection', { name: nameOf(id), section: label })}
                    onClick={() => onDrop(id)}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                )
              }
            >
              {nameOf(id)}
            </Badge>
          ))}
        </Group>
      )}
      {!readOnly ? (
        <Select
          label={t('players.pickFor', { section: label })}
          data={options}
          value={null}
          onChange={(value) => value && onPick(Number(value))}
          searchable
          size="xs"
        />
      ) : null}
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
