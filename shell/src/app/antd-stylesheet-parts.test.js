// The build's cut of antd's styles into files (shell/antd-styles/antd-stylesheet.js): between top-level rules only, in
// order, each file about the size asked.
/* global describe, it, expect -- jest's: eslint reads a .js file as a plain script */
const path = require('node:path');

const { cutBetweenRules } = require(path.join(__dirname, '../../antd-styles/antd-stylesheet'));

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
