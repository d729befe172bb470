import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Center h="100vh">
      <Stack align="center">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">There is nothing at this address.</Text>
        <Anchor component={Link} to="/">
          Go to your teams
        </Anchor>
      </Stack>
    </Center>
  );
}
