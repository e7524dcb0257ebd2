import { useId, type MouseEvent } from 'react';
import { Anchor, Box, Card, NavLink, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import type { Player } from '@pubdesk/contract';
import { t } from '../i18n';
import { useProductName } from '../branding/product-name';
import { sectionsOf, showSection } from './option-sections';

/**
 * From this width the links stand beside the options (the console's list-and-editor breakpoint):
 * in the screen's side column, sticky; below it they head the options.
 */
export const sideLinksFrom = 'lg';

const belowTopBar = 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))';
const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

interface OptionsNavProps {
  player: Player;
  /** 'side': a sticky column of links beside the options; 'top': a row of links above them. */
  layout: 'side' | 'top';
}

/**
 * 'On this page': a link to each section of the player's options. Following one puts `#section`
 * in the address (a link to share, a step for Back) and shows the section with its heading
 * focused; a link opened in a new tab opens the options there.
 */
export function OptionsNav({ player, layout }: OptionsNavProps) {
  const product = useProductName();
  const navigate = useNavigate();
  const { search } = useLocation();
  const titleId = useId();
  const links = sectionsOf(player).map((section) => ({ id: section.id, label: t(section.title, { product }) }));
  const follow = (event: MouseEvent<HTMLElement>, id: string) => {
    // Ctrl, Shift or a middle click: the browser opens the link in a new tab or window.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({ search, hash: id });
    showSection(id);
  };
  const title = (
    <Text id={titleId} size="sm" fw={600}>
      {t('players.onThisPage')}
    </Text>
  );

  if (layout === 'top') {
    return (
      <Box component="nav" aria-labelledby={titleId} hiddenFrom={sideLinksFrom}>
        {title}
        <Box component="ul" style={{ ...plainList, display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-md)' }}>
          {links.map((link) => (
            <li key={link.id}>
              <Anchor href={`#${link.id}`} size="sm" onClick={(event) => follow(event, link.id)}>
                {link.label}
              </Anchor>
            </li>
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="nav"
      aria-labelledby={titleId}
      visibleFrom={sideLinksFrom}
      mt="md"
      style={{
        // The column is as tall as the options: the links stay in view all the way down.
        position: 'sticky',
        top: belowTopBar,
        maxHeight:
          'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem) - 2 * var(--mantine-spacing-md))',
        overflowY: 'auto',
      }}
    >
      <Box px="sm" pb={4}>
        {title}
      </Box>
      <Box component="ul" style={plainList}>
        {links.map((link) => (
          <li key={link.id}>
            <NavLink href={`#${link.id}`} label={link.label} onClick={(event) => follow(event, link.id)} />
          </li>
        ))}
      </Box>
    </Card>
  );
}
