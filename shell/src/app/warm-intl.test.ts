import { warmIntlOffMainThread } from './warm-intl';

describe('warmIntlOffMainThread', () => {
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  let blobs: Blob[];

  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:warm-intl');
    URL.revokeObjectURL = jest.fn();
  });

  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    delete (globalThis as { Worker?: unknown }).Worker;
  });

  it('starts a worker that builds a date formatter with a time zone and a number formatter, then ends', async () => {
    const Worker = jest.fn();
    Object.assign(globalThis, { Worker });
    warmIntlOffMainThread();
    expect(Worker).toHaveBeenCalledWith('blob:warm-intl');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:warm-intl');

    const DateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    const close = jest.fn();
    new Function('close', await blobs[0]!.text())(close);
    expect(DateTimeFormat).toHaveBeenCalledWith('en-US', expect.objectContaining({ timeZone: 'UTC' }));
    expect(NumberFormat).toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
    DateTimeFormat.mockRestore();
    NumberFormat.mockRestore();
  });

  it('leaves the work to the page where there are no workers, or the policy refuses this one', () => {
    expect(() => warmIntlOffMainThread()).not.toThrow();
    expect(blobs).toEqual([]);
    Object.assign(globalThis, {
      Worker: jest.fn(() => {
        throw new DOMException('refused', 'SecurityError');
      }),
    });
    expect(() => warmIntlOffMainThread()).not.toThrow();
  });
});
