import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * Links to pages another feature owns (a player card from the club page, the
 * player form from the card): a real `<a href>` — open in a new tab works —
 * that navigates inside the app on a plain click. Features do not import each
 * other's routes, so they link by address.
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
    ) {
      return;
    }
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
}: ButtonProps & { href: string; children: ReactNode; className?: string; 'data-testid'?: string }) {
  const onClick = useHrefClick(href);
  return (
    <Button component="a" href={href} onClick={onClick} {...props}>
      {children}
    </Button>
  );
}
