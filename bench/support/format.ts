/** Small helpers shared by the benches: printing figures the same way, and free loopback ports. */
import net from 'node:net';
import { pathToFileURL } from 'node:url';

export function heading(title: string): void {
  process.stdout.write(`\n== ${title} ==\n`);
}

export function line(label: string, value: string): void {
  process.stdout.write(`  ${label.padEnd(38)} ${value}\n`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Asks the kernel for a free port on 127.0.0.1, then releases it for the caller. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** True when the module at this URL is the script node was started with (a bench run on its own). */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && pathToFileURL(entry).href === moduleUrl;
}
