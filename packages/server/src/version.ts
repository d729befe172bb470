import fs from 'node:fs';

/** The product version from the root package.json, shown in the footer and compared by the banner. */
export const APP_VERSION: string = (() => {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();
