import { logoUrl } from './config';

describe('logoUrl', () => {
  it('serves a stored path through the api', () => {
    expect(logoUrl('files/logo-3f2a.png')).toBe('http://localhost/api/files/logo-3f2a.png');
  });

  it.each(['https://cdn.example/logo.png', '//cdn.example/logo.png', 'data:image/png;base64,AAAA'])(
    'keeps %s as it is',
    (path) => {
      expect(logoUrl(path)).toBe(path);
    },
  );
});
