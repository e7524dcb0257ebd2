import { Anchor, Code, Text, Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';

/** Where a link in a message may go: the web, mail, or a page of this site. */
const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;

function Link({ href, children }: ComponentProps<'a'>) {
  // Anything else (javascript:, data:, a protocol-relative //host) is shown as its text, not a link.
  if (!href || !SAFE_LINK.test(href)) return <span>{children}</span>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </Anchor>
  );
}

/**
 * A message body written in Markdown (tickets), rendered as React elements: raw HTML is shown as
 * text and never parsed, links go only to http(s), mailto or this site (others are plain text),
 * and images are left out (their alt text shows), so a message cannot run script or call home.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Typography fz="sm">
      <ReactMarkdown
        urlTransform={(url) => (SAFE_LINK.test(url) ? defaultUrlTransform(url) : '')}
        components={{
          a: Link,
          // An image would load from anywhere: its alt text stands in.
          img: ({ alt }) => <span>{alt}</span>,
          code: ({ children: code }) => <Code>{code}</Code>,
          p: ({ children: text }) => (
            <Text size="sm" mb="xs">
              {text}
            </Text>
          ),
        }}
      >
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
