// Test double of react-webcam (jsdom has no camera): `jest.mock('react-webcam', () => jest.requireActual('./fake-webcam'))`.
import { useEffect, useImperativeHandle, type Ref } from 'react';
import type { WebcamProps } from 'react-webcam';

export const camera = {
  /** What getScreenshot answers: a JPEG data URL, or null as a camera with no picture yet. */
  picture: 'data:image/jpeg;base64,/9j/FAKE' as string | null,
  /** Make the camera refuse to start. */
  refuse: false,
  props: null as Partial<WebcamProps> | null,
  grabs: 0,
  live: false,
  reset() {
    Object.assign(camera, {
      picture: 'data:image/jpeg;base64,/9j/FAKE',
      refuse: false,
      props: null,
      grabs: 0,
      live: false,
    });
  },
};

type Props = Partial<WebcamProps> & { ref?: Ref<{ getScreenshot: () => string | null }> };

export default function FakeWebcam({ ref, ...props }: Props) {
  useEffect(() => {
    camera.props = props;
  });
  useImperativeHandle(ref, () => ({
    getScreenshot: () => {
      camera.grabs += 1;
      return camera.picture;
    },
  }));
  const { onUserMedia, onUserMediaError } = props;
  useEffect(() => {
    if (camera.refuse) {
      onUserMediaError?.('NotAllowedError');
      return;
    }
    camera.live = true;
    onUserMedia?.({} as MediaStream);
    return () => {
      camera.live = false;
    };
    // The real component asks for the camera once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Labelled as the screen labels the real one.
  return <video aria-label={props['aria-label']} />;
}
