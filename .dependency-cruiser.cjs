/**
 * How dependencies may run (docs/architecture.md, Dependencies). `npm run lint` fails on a
 * violation, so a new import cycle or a layer reaching upwards fails the build.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that load each other. Move the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-features',
      severity: 'error',
      comment:
        'Feature folders depend one way (docs/architecture.md, Dependencies): a feature never reaches, through others, back to itself.',
      scope: 'folder',
      from: { path: '^packages/server/src/features/[^/]+' },
      to: { path: '^packages/server/src/features/[^/]+', circular: true },
    },
    {
      name: 'layers-below-features',
      severity: 'error',
      comment:
        'policies, db, http, realtime, jobs and adapters sit below the features: they never import one.',
      from: { path: '^packages/server/src/(policies|db|http|realtime|jobs|adapters)/' },
      to: { path: '^packages/server/src/features/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: '@teamline/shared is imported by both sides and imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      name: 'texts-without-schemas',
      severity: 'error',
      comment:
        "shared/src/texts holds the texts and limits the web's catalogues and realtime client read: it never imports a schema (they are built with zod as their module loads), or the company area evaluates them all (docs/performance.md).",
      from: { path: '^packages/shared/src/texts/' },
      to: { path: '^packages/shared/src/schemas/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP only.',
      from: { path: '^packages/web/' },
      to: { path: '^packages/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Production code only: tests compose features freely.
    exclude: { path: ['(^|/)(node_modules|dist)/', '\\.test\\.tsx?$', '^packages/server/test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
