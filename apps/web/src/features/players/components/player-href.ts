/** The player card's address. */
export const playerCardHref = (id: string) => `/player/${encodeURIComponent(id)}`;
