import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { messages } from '../messages';

/** /404 and every address no route matches. */
export default function NotFoundPage() {
  return (
    <Center minH="60vh" data-testid="not-found">
      <Stack align="center" gap="4">
        <Heading as="h1" size="4xl" color="gray.400">
          {messages.notFoundTitle}
        </Heading>
        <Text>{messages.notFoundText}</Text>
        <Button asChild colorPalette="blue">
          <Link to="/backHome">{messages.backHome}</Link>
        </Button>
      </Stack>
    </Center>
  );
}
