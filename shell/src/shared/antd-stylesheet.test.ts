describe('loadAntdStylesheet', () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '<style id="page-styles"></style>';
  });
  afterEach(() => {
    delete (globalThis as { ANTD_STYLESHEET?: string }).ANTD_STYLESHEET;
  });

  it('adds the built stylesheet once, first in the head, and resolves when it loaded, marked for React', async () => {
    (globalThis as { ANTD_STYLESHEET?: string }).ANTD_STYLESHEET = '/antd-styles.0123abcd.css';
    const { loadAntdStylesheet } = await import('./antd-stylesheet');
    const loading = loadAntdStylesheet();
    expect(loadAntdStylesheet()).toBe(loading);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(links[0]);
    expect(links[0]!.getAttribute('href')).toBe('/antd-styles.0123abcd.css');
    expect((loading as { status?: string }).status).toBeUndefined();
    links[0]!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(true);
    expect(loading).toMatchObject({ status: 'fulfilled', value: true });
  });

  it('resolves when the stylesheet fails too, to false: antd then generates its styles at run time', async () => {
    (globalThis as { ANTD_STYLESHEET?: string }).ANTD_STYLESHEET = '/antd-styles.0123abcd.css';
    const { loadAntdStylesheet } = await import('./antd-stylesheet');
    const loading = loadAntdStylesheet();
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBe(false);
  });

  it('without a build (unit tests) adds nothing and is fulfilled at once', async () => {
    const { loadAntdStylesheet } = await import('./antd-stylesheet');
    expect(loadAntdStylesheet()).toMatchObject({ status: 'fulfilled', value: false });
    expect(document.head.querySelector('link')).toBeNull();
  });
});
