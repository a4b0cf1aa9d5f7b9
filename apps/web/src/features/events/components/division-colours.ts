/** One colour per division of an event, in the order of its divisions (shown with the division's name, never alone). */
const PALETTE = [
  'blue',
  'grape',
  'teal',
  'orange',
  'pink',
  'lime',
  'cyan',
  'red',
  'violet',
  'green',
  'yellow',
  'indigo',
];

export function divisionColour(index: number): string {
  return PALETTE[index % PALETTE.length] as string;
}
