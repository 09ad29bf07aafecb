// In place of `@ant-design/icons` in unit tests: see on-demand-barrel.js.
module.exports = require('./on-demand-barrel').onDemandBarrel('@ant-design/icons');
