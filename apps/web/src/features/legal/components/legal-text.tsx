import { List, Text } from '@mantine/core';
import { splitLegalText } from './split-legal-text';

/** A legal text from the translations: paragraphs, and lists whose lines start with "- ". */
export function LegalText({ text }: { text: string }) {
  return (
    <>
      {splitLegalText(text).map((block, index) =>
        block.type === 'list' ? (
          <List key={index} spacing={4} withPadding>
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>{item}</List.Item>
            ))}
          </List>
        ) : (
          <Text key={index}>{block.text}</Text>
        ),
      )}
    </>
  );
}
