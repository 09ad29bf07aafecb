// In place of `antd` in unit tests: see on-demand-barrel.js.
module.exports = require('./on-demand-barrel').onDemandBarrel('antd');
