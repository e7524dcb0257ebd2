/*
 * Mantine's styles for what the first page draws (sign-in, the pages that say where a session
 * went, the loader while an impersonation opens): its base, then its components in the order they
 * build on each other. The signed-in frame loads all of Mantine's styles with its own chunk
 * (layout/PortalLayout.tsx), so the sign-in page does not carry the CSS of every component: the
 * portal's sign-in page has a 170 kB (brotli) budget, and the full sheet is 30 kB of it. A page
 * shown signed out that draws another component must add its sheet here (the sign-up's select
 * and grid are).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Notification.css';
