import { Box, Button, Flex, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { searchDistricts, zoomForDivision, type Division } from './district-search';
import { loadDivisionIndex } from './map-assets';
import { mapMessages } from './map-messages';
import type { ProjectMapController } from './project-map-controller';

/** Searches the bundled division index and flies the map to the first match (SPEC §7). */
export function DistrictSearchBox({ controller }: { readonly controller: ProjectMapController }) {
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Division>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim() === '') return;
    setBusy(true);
    try {
      const index = await loadDivisionIndex();
      const first = searchDistricts(index, keyword, { near: controller.viewState().center, limit: 1 })[0];
      setFound(first);
      setMessage(first ? undefined : mapMessages.searchNoMatch);
      if (first) controller.flyTo(first.centre, zoomForDivision(first.level));
    } catch {
      setFound(undefined);
      setMessage(mapMessages.searchLoadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="form" onSubmit={submit} data-testid="district-search" role="search">
      <Flex gap="1">
        <Input
          size="sm"
          w="14rem"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={mapMessages.searchPlaceholder}
          bg="rgba(3, 26, 24, 0.85)"
          color="#d6fff0"
          borderColor="rgba(58, 200, 160, 0.6)"
          _placeholder={{ color: 'rgba(160, 255, 220, 0.5)' }}
        />
        <Button type="submit" size="sm" loading={busy} bg="rgba(20, 120, 95, 0.9)" color="#eafff7" _hover={{ bg: 'rgba(30, 150, 118, 0.95)' }}>
          {mapMessages.searchButton}
        </Button>
      </Flex>
      {(found || message) && (
        <Text mt="1" px="2" py="0.5" fontSize="xs" bg="rgba(3, 26, 24, 0.85)" color={found ? '#9fffd9' : '#ffb3b3'} borderRadius="sm" data-testid="district-search-result">
          {found ? found.fullName : message}
        </Text>
      )}
    </Box>
  );
}
