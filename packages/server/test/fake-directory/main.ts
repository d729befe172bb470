import { fakeMember, startFakeDirectory } from './server.js';

/**
 * The fake franchise directory as a process, for the end-to-end server: FAKE_DIRECTORY_PORT,
 * FRANCHISE_CLIENT_ID and FRANCHISE_CLIENT_SECRET. Three stores of three people each.
 */
const fake = await startFakeDirectory({
  port: Number(process.env.FAKE_DIRECTORY_PORT ?? 12112),
  clientId: process.env.FRANCHISE_CLIENT_ID ?? 'teamline-e2e',
  clientSecret: process.env.FRANCHISE_CLIENT_SECRET ?? 'directory-e2e',
});
const people = [
  ['Ana', 'Lopez'],
  ['Ben', 'Okafor'],
  ['Chen', 'Wu'],
  ['Dana', 'Kim'],
  ['Eli', 'Novak'],
  ['Fay', 'Moreau'],
  ['Gus', 'Silva'],
  ['Hana', 'Ito'],
  ['Ivo', 'Petrov'],
];
['Downtown Store', 'Airport Store', 'Harbor Store'].forEach((name, l) => {
  const id = `store-${l + 1}`;
  const members = people.slice(l * 3, l * 3 + 3).map(([first, last], i) =>
    fakeMember(`${id}-m${i + 1}`, {
      first_name: first ?? null,
      last_name: last ?? null,
      email: `${first?.toLowerCase()}.${last?.toLowerCase()}@franchise.test`,
    }),
  );
  fake.addLocation(id, name, members);
});
process.stdout.write(`fake directory on ${fake.base}\n`);
const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
