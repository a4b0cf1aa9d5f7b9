export function letters(n: number): string;
