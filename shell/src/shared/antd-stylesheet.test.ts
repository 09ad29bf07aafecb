jest.mock('antd/dist/antd.css', () => '/antd.0123abcd.css');

// setup-shell.ts takes the stylesheet as loaded for every other test: this one checks the real loader.
const { loadAntdStylesheet } = jest.requireActual<typeof import('./antd-stylesheet')>('./antd-stylesheet');

describe('loadAntdStylesheet', () => {
  it('puts the stylesheet first in the head, once, and answers when it has loaded', async () => {
    document.head.append(document.createElement('style'));
    const loading = loadAntdStylesheet();
    expect(loadAntdStylesheet()).toBe(loading);

    const links = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/antd.0123abcd.css']);
    expect(document.head.firstElementChild).toBe(links[0]);
    links.forEach((link) => link.dispatchEvent(new Event('load')));
    await expect(loading).resolves.toBeUndefined();
  });
});
