import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { SCREEN_ENTRY_POINTS } from '@worksite/permissions';
import { messages } from '../messages';
import type { PageProps } from './page-props';

const ENTRY_BY_SUB_PAGE: Readonly<Record<string, keyof typeof SCREEN_ENTRY_POINTS>> = {
  enterpriseScreen: 'enterprise',
  projectScreen: 'project',
  supervisoryScreen: 'supervisory',
};

/** A 大屏展示 menu entry: the large screens open full-page, outside the back-office layout. */
export default function LargeScreenLinkPage({ title, subPageKey }: PageProps) {
  const entry = SCREEN_ENTRY_POINTS[ENTRY_BY_SUB_PAGE[subPageKey ?? ''] ?? 'enterprise'];
  return (
    <Box bg="white" borderRadius="md" p="6">
      <Heading as="h1" size="md" mb="3">
        {title}
      </Heading>
      <Button asChild colorPalette="blue">
        <Link to={`${entry.path}?sortId=${entry.sortId}`}>{messages.openLargeScreen}</Link>
      </Button>
      <Text mt="3" color="gray.500" fontSize="sm">
        {entry.path}
      </Text>
    </Box>
  );
}
