import { useState } from 'react';
import { Card, Text } from '@mantine/core';
import type { Player } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { OptionsNav, PlayerOptions } from '@pubdesk/ui/player-editor';
import { ListEditorPage } from '../../components/ListEditorPage';
import { useListEditor } from '../../components/list-editor-state';
import { WebsiteCaption } from '../../components/WebsiteCaption';
import { useWebsiteParam } from '../../components/website-param';
import { VideoBrowserModal } from '../videos';
import { CreatePlayerForm } from './CreatePlayerForm';
import { EmbedModal } from './EmbedModal';
import { PlayerList } from './PlayerList';
import { usePlayer } from './players.api';

/**
 * /players/:id?website=W: the players on the left (one website's, or every one the caller sees
 * from the sidebar), on the right 'Create new player' on the website or 'Options for (name)', the
 * links to whose sections stand under the list on wide screens.
 */
export function PlayersPage() {
  const websiteId = useWebsiteParam();
  const { id, list } = useListEditor({ search: true });
  const detail = usePlayer(id);
  const [embedding, setEmbedding] = useState<Player | null>(null);

  return (
    <ListEditorPage
      title={t('players.title')}
      caption={websiteId !== null ? <WebsiteCaption id={websiteId} /> : undefined}
      add="players.add_player"
      change="players.change_player"
      list={
        <>
          <PlayerList websiteId={websiteId} onEmbed={setEmbedding} {...list} />
          {/* Beside long options, the column's free height holds the links to their sections. */}
          {id !== null && detail.data ? <OptionsNav player={detail.data} layout="side" /> : null}
        </>
      }
      split={[5, 7]}
      id={id}
      detail={detail}
      renderNew={() => (websiteId !== null ? <CreatePlayerForm websiteId={websiteId} /> : <PickWebsiteHint />)}
      renderEdit={(player, readOnly) => (
        <PlayerOptions key={player.id} player={player} readOnly={readOnly} videoBrowser={VideoBrowserModal} />
      )}
    >
      {embedding ? <EmbedModal player={embedding} onClose={() => setEmbedding(null)} /> : null}
    </ListEditorPage>
  );
}

/** Without a website there is nothing to create a player on: the plus button leads to the websites. */
function PickWebsiteHint() {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {t('players.pickWebsite')}
      </Text>
    </Card>
  );
}
