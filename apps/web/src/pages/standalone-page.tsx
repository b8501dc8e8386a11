import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { messages } from '../messages';

/** Standalone pages of SPEC §2.1 (/indexHomes, /DevelopmentConfig, /largeProjectseen, /ysyiframe, /ifc). */
export default function StandalonePage({ title }: { title: string }) {
  return (
    <Center minH="100vh" bg="gray.50">
      <Box bg="white" p="8" borderRadius="md" shadow="sm">
        <Stack align="center" gap="3">
          <Heading as="h1" size="lg">{title}</Heading>
          <Text color="gray.600">{messages.underConstruction}</Text>
          <Button asChild variant="outline">
            <Link to="/backHome">{messages.backHome}</Link>
          </Button>
        </Stack>
      </Box>
    </Center>
  );
}
