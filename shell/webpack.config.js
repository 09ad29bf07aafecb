const path = require('node:path');
const { createConfig } = require('../config/webpack/create-config');
const { devRegistry, SHELL_DEV_PORT } = require('../config/webpack/remote-registry');
const {
  AntdChunksPlugin,
  FRAME_CHUNKS,
  antdComponentsRenderedBy,
  antdComponentsTheAppsImport,
} = require('./antd-chunks');
const { AntdStylesheetPlugin } = require('./antd-styles/antd-stylesheet');
const { PrepaintPlugin } = require('./prepaint-plugin');
const { PublicFilesPlugin } = require('./public-files-plugin');
const { frameworkChunks, START, StartPreloadPlugin } = require('./start-scripts');

const shellConfig = createConfig({
  appDir: __dirname,
  devPort: SHELL_DEV_PORT,
  title: 'Attendance & Leave',
  devServer: {
    // In development every remote runs its own dev server; production gets the registry from the api.
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/remotes.json', (_request, response) => {
        response.set('Cache-Control', 'no-cache').json(devRegistry());
      });
      return middlewares;
    },
  },
});

const inShell = (files) => files.map((file) => path.join(__dirname, file));

// What every signed-in screen renders around its page, and home, where every sign-in lands: the antd each uses
// travels in one chunk (antd-chunks.js), one request instead of one per set of components. The clock screen's
// components come with the frame's: it is the screen a phone opens at 08:59, and it should not wait for home's.
const [START_MODULE, APP_LAYOUT] = inShell(['src/bootstrap', 'src/features/layout/app-layout']);
const SIGNED_IN_FRAME = [START_MODULE, APP_LAYOUT];
const HOME = inShell(['src/features/home/home-page']);
const CLOCK_SCREEN = path.join(__dirname, '../mf-attendance/src/exposes/attendance-page.tsx');
const CLOCK_SCREEN_PAGE = 'mf_attendance/AttendancePage';
// What the first screens render around and in place of a page: a remote's error panel, the loading spinner.
const REMOTE_PAGE = inShell(['src/features/remote-pages/remote-page']);

// What the service worker precaches at install: the chunks of these imports and what they load with them (the sign-in
// page is in the start's; what tells the worker about the remotes comes with the first sign-in), and the chunks of
// the antd components the apps import (a remote's page takes them from the shell). Other pages, and the remotes,
// come later.
const FIRST_SCREENS = [
  ...SIGNED_IN_FRAME,
  ...HOME,
  ...REMOTE_PAGE,
  ...inShell(['src/features/remote-pages/remote-error-panel', 'src/app/precache-remotes']),
];

// The web app manifest, its icons and the service worker sit in public/ next to the html template.
module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  const antdImported = antdComponentsTheAppsImport(__dirname);
  const antdChunks = new AntdChunksPlugin({
    frame: { modules: SIGNED_IN_FRAME, shareKeys: antdComponentsRenderedBy(__dirname, [CLOCK_SCREEN]) },
    home: HOME,
    imported: antdImported,
  });
  // The first screens' antd styles come first, the other screens' after (antd-styles/antd-stylesheet.js): all the
  // first screens render, what they load later too (a dialog's body, the phone's menu); not the pages the start
  // (bootstrap's routes) loads later.
  const firstScreenStyles = [
    ...antdComponentsRenderedBy(__dirname, [START_MODULE]),
    ...antdComponentsRenderedBy(__dirname, [APP_LAYOUT, ...HOME, ...REMOTE_PAGE, CLOCK_SCREEN], { lazily: true }),
  ];
  const firstScreens = { shareKeys: [...new Set(firstScreenStyles)].sort(), pages: [CLOCK_SCREEN_PAGE] };
  const antdStylesheet = new AntdStylesheetPlugin({
    appDir: __dirname,
    imported: antdImported,
    firstScreens,
    mode: argv.mode,
  });
  const publicFiles = new PublicFilesPlugin({
    dir: path.join(__dirname, 'public'),
    firstScreens: FIRST_SCREENS,
    sharedPrecached: antdImported,
    precached: antdStylesheet.addresses,
  });
  return {
    ...config,
    plugins: [
      ...config.plugins,
      antdChunks,
      antdStylesheet,
      publicFiles,
      new StartPreloadPlugin({ start: START }),
      new PrepaintPlugin({ signedInChunks: FRAME_CHUNKS }),
    ],
    optimization: {
      ...config.optimization,
      splitChunks: { cacheGroups: { antd: antdChunks.cacheGroup, ...frameworkChunks } },
    },
  };
};
