// One list of shared singletons for the host and every remote. Subpaths are listed on their own:
// Module Federation does not cover `react-dom/client` with the `react-dom` key.
const path = require('node:path');

const versions = require(path.join(__dirname, '../../shell/package.json')).dependencies;
const sharedAuthVersion = require(path.join(__dirname, '../../shared-auth/package.json')).version;

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

const packageSingletons = {
  react: versions.react,
  'react/jsx-runtime': versions.react,
  'react-dom': versions['react-dom'],
  'react-dom/client': versions['react-dom'],
  'react-router-dom': versions['react-router-dom'],
  'react-redux': versions['react-redux'],
  '@reduxjs/toolkit': versions['@reduxjs/toolkit'],
  '@reduxjs/toolkit/query/react': versions['@reduxjs/toolkit'],
  antd: versions.antd,
  '@ant-design/cssinjs': versions['@ant-design/cssinjs'],
};

const sharedSingletons = {
  ...Object.fromEntries(Object.entries(packageSingletons).map(([name, version]) => [name, singleton(version)])),
  // A workspace package has no registry version: state the one it provides.
  'shared-auth': { ...singleton(sharedAuthVersion), version: sharedAuthVersion },
};

module.exports = { sharedSingletons };
