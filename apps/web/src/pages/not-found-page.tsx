import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { LayoutViewModel } from '@worksite/view-models';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';

/** /404 and every address no route matches; the tab title names it (页面不存在 - 智慧工地). */
export default function NotFoundPage() {
  const layout = useInjection(LayoutViewModel);
  useEffect(() => {
    layout.namePage(messages.notFoundPageName);
    return () => layout.namePage(undefined);
  }, [layout]);
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
