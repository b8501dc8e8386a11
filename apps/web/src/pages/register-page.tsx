import { Box, Button, Center, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { messages } from '../messages';

/** /register (placeholder until a register view-model exists). */
export default function RegisterPage() {
  return (
    <Center minH="100vh" bg="gray.100" data-testid="register-page">
      <Box bg="white" p="10" borderRadius="lg" shadow="lg" w="26rem" maxW="92vw">
        <Stack gap="4">
          <Heading size="lg" textAlign="center">
            {messages.registerTitle}
          </Heading>
          <Text color="gray.600">{messages.underConstruction}</Text>
          <ChakraLink asChild color="blue.600">
            <Link to="/login">{messages.backToLogin}</Link>
          </ChakraLink>
          <Button asChild variant="outline">
            <Link to="/login">{messages.backToLogin}</Link>
          </Button>
        </Stack>
      </Box>
    </Center>
  );
}
