import { Box, Button, Center, Field, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { SessionViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';

/** /login: the standard sign-in form; returns to ?redirect= after sign-in (SPEC §2.3). */
export const LoginPage = observer(function LoginPage() {
  const session = useInjection(SessionViewModel);
  const [params] = useSearchParams();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void session.login({ userName: userName.trim(), password }, params.get('redirect') ?? undefined);
  };

  return (
    <Center minH="100vh" bgGradient="to-br" gradientFrom="blue.700" gradientTo="cyan.600" data-testid="login-page">
      <Box asChild bg="white" p="10" borderRadius="lg" shadow="lg" w="24rem" maxW="92vw">
        <form noValidate onSubmit={submit}>
          <Stack gap="5">
            <Heading as="h1" size="xl" textAlign="center" color="blue.700">
              {messages.platformName}
            </Heading>
            <Text textAlign="center" color="gray.500">
              {messages.loginTitle}
            </Text>
            <Field.Root>
              <Input
                placeholder={messages.userNamePlaceholder}
                autoComplete="username"
                value={userName}
                onChange={(e) => setUserName(e.target.value)}
              />
            </Field.Root>
            <Field.Root>
              <Input
                type="password"
                placeholder={messages.passwordPlaceholder}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field.Root>
            {session.error !== undefined && (
              <Text color="red.500" fontSize="sm" data-testid="login-error">
                {session.error}
              </Text>
            )}
            <Button type="submit" colorPalette="blue" loading={session.pending}>
              {messages.loginButton}
            </Button>
            <ChakraLink asChild alignSelf="flex-end" color="blue.600" fontSize="sm">
              <Link to="/register">{messages.registerLink}</Link>
            </ChakraLink>
          </Stack>
        </form>
      </Box>
    </Center>
  );
});
