// The build's cut of antd's styles into files (shell/antd-styles/antd-stylesheet.js): between top-level rules only, in
// order, each file about the size asked.
/* global describe, it, expect -- jest's: eslint reads a .js file as a plain script */
const path = require('node:path');

const { cutBetweenRules, stylePathsIn, withBothMaps } = require(
  path.join(__dirname, '../../antd-styles/antd-stylesheet'),
);

const RULES = [
  '.ant-btn{color:var(--ant-color-text);}',
  '@media (max-width:575px){.ant-col-xs-1{flex:0 0 4%;}.ant-col-xs-2{flex:0 0 8%;}}',
  '.ant-tag::after{content:"}{";}',
  '@keyframes antFadeIn{0%{opacity:0;}100%{opacity:1;}}',
  '.data-ant-cssinjs-cache-path{content:"Button-Button|ant-btn|anticon:uz0ddb";}',
];

const balanced = (css) => {
  const outside = css.replace(/"[^"]*"/g, '');
  return outside.split('{').length === outside.split('}').length;
};

describe('cutBetweenRules', () => {
  it("cuts after the rule that reaches the size, never inside an at-rule's block, and loses nothing", () => {
    const css = RULES.join('');
    const parts = cutBetweenRules(css, 40);
    expect(parts.join('')).toBe(css);
    expect(parts).toEqual([RULES[0] + RULES[1], RULES[2] + RULES[3], RULES[4]]);
    expect(parts.every(balanced)).toBe(true);
  });

  it('does not take a brace in a quoted value for the end of a rule', () => {
    expect(cutBetweenRules(RULES[2] + RULES[0], 20)).toEqual([RULES[2], RULES[0]]);
  });

  it('keeps a stylesheet smaller than the size whole', () => {
    expect(cutBetweenRules(RULES.join(''), 10_000)).toEqual([RULES.join('')]);
  });
});

describe('withBothMaps', () => {
  // The page reads cssinjs's map of the set applied last: the later set's must name the first set's styles too.
  it("gives the later set's map the first set's paths before its own, and leaves its rules alone", () => {
    const first = '.ant-btn{color:red;}.data-ant-cssinjs-cache-path{content:"|Button-Button|ant-btn:a1";}';
    const later = '.ant-table{color:blue;}.data-ant-cssinjs-cache-path{content:"|Table-Table|ant-table:b2";}';
    const both = withBothMaps(later, first);
    expect(both.startsWith('.ant-table{color:blue;}')).toBe(true);
    expect(stylePathsIn(both)).toEqual(['|Button-Button|ant-btn', '|Table-Table|ant-table']);
    expect(stylePathsIn(first + both)).toHaveLength(3);
  });
});
