import { FAKE_GIPHY_KEY, FakeGiphy } from './server.js';

/**
 * The fake GIPHY as a process, for the end-to-end server: FAKE_GIPHY_PORT, and the key it
 * accepts (GIF_API_KEY, FAKE_GIPHY_KEY by default). GET /health answers 200.
 */
const fake = new FakeGiphy(process.env.GIF_API_KEY ?? FAKE_GIPHY_KEY);
const base = await fake.start(Number(process.env.FAKE_GIPHY_PORT ?? 12112));
process.stdout.write(`fake giphy on ${base}\n`);
const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
