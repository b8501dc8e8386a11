import { Flex, Text } from '@chakra-ui/react';
import { screenTheme } from '../screen-theme';

/** Label/value lines (a project's profile). */
export function InfoList({ lines }: { lines: readonly { readonly label: string; readonly value: string }[] }) {
  return (
    <Flex direction="column" h="100%" justify="space-around" px="0.5rem" data-testid="info-list">
      {lines.map((line) => (
        <Flex key={line.label} gap="0.75rem" fontSize="0.875rem" align="baseline" minW="0">
          <Text flexShrink={0} w="5rem" color={screenTheme.textDim}>
            {line.label}
          </Text>
          <Text color={screenTheme.text} truncate title={line.value}>
            {line.value}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
