import { Box, Heading, Text } from '@chakra-ui/react';
import { messages } from '../messages';
import type { PageProps } from './page-props';

/** A screen group later issues will fill: its title and a short notice, never a blank page. */
export default function UnderConstructionPage({ title }: PageProps) {
  return (
    <Box bg="white" borderRadius="md" p="6" data-testid="under-construction">
      <Heading as="h1" size="md" mb="3">
        {title}
      </Heading>
      <Text color="gray.600">{messages.underConstruction}</Text>
    </Box>
  );
}
