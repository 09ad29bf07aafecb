import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { setLanguage } from 'shared-auth';
import { withEnglish, type Catalog, type CatalogLoader } from './i18n-instance';
import { useTexts } from './use-texts';

const ENGLISH: Catalog = {
  greeting: '{clicks, plural, =0 {Hello} one {Hello again} other {Hello # times}}',
  farewell: 'Bye {name}',
};

/** Two components with hooks before and after useTexts, as on a real page, shown by a navigation (a transition). */
function pageOf(namespace: string, load: CatalogLoader) {
  function Greeting() {
    const [clicks, setClicks] = useState(0);
    const t = useTexts(namespace, load);
    const label = useMemo(() => t('greeting', { clicks }), [t, clicks]);
    useEffect(() => void (document.title = label), [label]);
    return <button onClick={() => setClicks(clicks + 1)}>{label}</button>;
  }
  function Farewell() {
    const [name] = useState('Ana');
    const t = useTexts(namespace, load);
    const [shown] = useState(true);
    return shown ? <p>{t('farewell', { name })}</p> : null;
  }
  return function Page() {
    const [open, setOpen] = useState(false);
    return (
      <Suspense fallback={<p>Loading</p>}>
        <button onClick={() => startTransition(() => setOpen(true))}>Open</button>
        {open && (
          <>
            <Greeting />
            <Farewell />
          </>
        )}
      </Suspense>
    );
  };
}

// A catalogue already fetched answers within a few microtasks: React then replays the suspended components with the
// hooks of their first attempt (the case that threw React error 467); a slow one renders them again from scratch.
it.each([
  ['already fetched', 'texts-at-once', () => Promise.resolve(ENGLISH)],
  [
    'that arrives later',
    'texts-later',
    () => new Promise<Catalog>((resolve) => setTimeout(() => resolve(ENGLISH), 50)),
  ],
])(
  'renders components waiting for a catalogue %s, and again after, with their hooks in order',
  async (_, namespace, fetchCatalog) => {
    const load = jest.fn(fetchCatalog);
    const Page = pageOf(namespace, load);
    // React recovers by rendering the whole root again, synchronously; the cause is what the page hit (error 467).
    const errors: string[] = [];
    render(<Page />, { onRecoverableError: (error) => errors.push(String((error as Error).cause ?? error)) });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    expect(await screen.findByText('Bye Ana')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hello' }));

    expect(screen.getByRole('button', { name: 'Hello again' })).toBeInTheDocument();
    expect(document.title).toBe('Hello again');
    expect(errors).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  },
);

describe('a namespace whose English ships with the code (withEnglish)', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('is drawn at once on an English page, never suspending, without asking its loader', () => {
    const load = jest.fn(() => Promise.resolve({ farewell: 'Tschüss {name}' }));
    function Farewell() {
      const t = useTexts('english-in-code', withEnglish(ENGLISH, load));
      return <p>{t('farewell', { name: 'Ana' })}</p>;
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Farewell />
      </Suspense>,
    );
    expect(screen.getByText('Bye Ana')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads another language on demand, and falls back to the English it carries for a text that language lacks', async () => {
    const load = jest.fn(() => Promise.resolve({ farewell: 'Tschüss {name}' }));
    const loader = withEnglish(ENGLISH, load);
    function Texts() {
      const t = useTexts('english-fallback', loader);
      return <p>{`${t('farewell', { name: 'Ana' })} / ${t('greeting', { clicks: 0 })}`}</p>;
    }
    await act(() => setLanguage('de'));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Texts />
      </Suspense>,
    );
    expect(await screen.findByText('Tschüss Ana / Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('de');
    expect(load).not.toHaveBeenCalledWith('en');
  });
});
