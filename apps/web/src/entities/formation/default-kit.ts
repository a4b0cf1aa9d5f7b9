/** The kit a new formation, or a line-up without one (decision 417), starts with until the club picks its colours. */
export const DEFAULT_KIT = { shirtColour: '#1565c0', shortsColour: '#ffffff' } as const;
