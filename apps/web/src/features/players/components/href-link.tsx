import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * In-app links to pages built elsewhere (the player card): a real `<a href>`
 * (open in a new tab works) that navigates inside the app on a plain click.
 */
function useHrefClick(href: string) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
}

export function HrefAnchor({
  href,
  children,
  ...props
}: AnchorProps & { href: string; children: ReactNode; 'data-testid'?: string; target?: string }) {
  const onClick = useHrefClick(href);
  return (
    <Anchor href={href} onClick={props.target ? undefined : onClick} {...props}>
      {children}
    </Anchor>
  );
}

export function HrefButton({
  href,
  children,
  ...props
}: ButtonProps & { href: string; children: ReactNode; 'data-testid'?: string }) {
  const onClick = useHrefClick(href);
  return (
    <Button component="a" href={href} onClick={onClick} {...props}>
      {children}
    </Button>
  );
}

/** The player card's address. */
export const playerCardHref = (id: string) => `/player/${encodeURIComponent(id)}`;
