/** The kit a new formation starts with until the club picks its colours on the tactical map. */
export const DEFAULT_KIT = { shirtColour: '#1565c0', shortsColour: '#ffffff' } as const;
